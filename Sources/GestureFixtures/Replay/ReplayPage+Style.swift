extension ReplayPage {
    /// The page's look: the views by kind, the fingers, the badges and the side panel.
    static let style = #"""
        :root { font: 13px/1.4 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1d1d1f; }
        body { margin: 0; background: #f5f5f7; }
        [hidden] { display: none !important; }
        header { padding: 10px 16px; border-bottom: 1px solid #ddd; background: #fff; }
        header h1 { font-size: 16px; margin: 0; }
        header p { margin: 2px 0 0; color: #555; font-size: 12px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
        main { display: flex; gap: 16px; padding: 12px 16px; align-items: flex-start; }
        #stage { position: relative; flex: 0 0 auto; }
        #screen-frame { position: relative; transform-origin: 0 0; background: #fff; overflow: hidden; box-shadow: 0 0 0 1px #8e8e93, 0 4px 18px rgba(0, 0, 0, 0.18); }
        #screen, #fingers { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        #fingers, #badges { pointer-events: none; }
        #badges { position: absolute; left: 0; top: 0; right: 0; bottom: 0; }
        .view { position: absolute; box-sizing: border-box; border: 1px solid rgba(0, 0, 0, 0.22); }
        .view > .face { position: absolute; left: 0; top: 0; right: 0; bottom: 0; }
        .view > .content { position: absolute; left: 0; top: 0; width: 0; height: 0; }
        .view > .name { position: absolute; left: 3px; top: 1px; font-size: 10px; color: rgba(0, 0, 0, 0.55); white-space: nowrap; pointer-events: none; }
        .kind-window { border: none; background: #fff; }
        .kind-window > .name { display: none; }
        .kind-scrollView, .kind-tableView, .kind-collectionView { overflow: hidden; border: 1px dashed #8e8e93; }
        .kind-cell { background: #fff; border: none; border-bottom: 1px solid #d8d8dc; }
        .kind-cell.highlighted { background: #d1d1d6; }
        .kind-cell.selected { background: #c7dcf7; }
        .kind-label, .kind-contentView { border: none; }
        .kind-contentView > .name { display: none; }
        .kind-label > .name { color: #1d1d1f; font-size: 12px; }
        .kind-button { background: #e8f0fe; border: 1px solid #0a66d8; border-radius: 8px; }
        .kind-button > .name { left: 50%; top: 50%; transform: translate(-50%, -50%); color: #0a66d8; font-size: 12px; }
        .kind-button[data-highlighted="true"] { background: #9cc0f5; }
        .kind-control { background: #eef1f4; border-radius: 4px; }
        .kind-control[data-highlighted="true"] { background: #cfd6de; }
        .view[data-enabled="false"] { filter: grayscale(1) brightness(1.1); }
        .view[data-selected="true"]:not(.kind-cell) { box-shadow: inset 0 0 0 2px #0a66d8; }
        .kind-slider { border: none; }
        .kind-slider .track { position: absolute; left: 14px; right: 14px; top: 50%; height: 4px; margin-top: -2px; background: #0a66d8; border-radius: 2px; }
        .kind-slider .thumb { position: absolute; top: 50%; width: 28px; height: 28px; margin-top: -14px; border-radius: 50%; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.4); }
        .kind-slider[data-highlighted="true"] .thumb { background: #e5e5ea; }
        .kind-slider > .name, .kind-switch > .name, .kind-stepper > .name, .kind-segmentedControl > .name, .kind-pageControl > .name { top: -13px; }
        .kind-switch { border: none; border-radius: 999px; background: #d1d1d6; }
        .kind-switch.on { background: #34c759; }
        .kind-switch .knob { position: absolute; top: 2px; bottom: 2px; left: 2px; width: 27px; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35); }
        .kind-switch.on .knob { left: auto; right: 2px; }
        .kind-stepper, .kind-segmentedControl { background: #e5e5ea; border-radius: 8px; border: none; overflow: hidden; }
        .kind-stepper .face, .kind-segmentedControl .face, .kind-pageControl .face { display: flex; }
        .half, .segment { flex: 1; display: flex; align-items: center; justify-content: center; border-left: 1px solid #c7c7cc; font-size: 12px; white-space: nowrap; overflow: hidden; }
        .half:first-child, .segment:first-child { border-left: none; }
        .segment.selected { background: #fff; font-weight: 600; }
        .pressed { background: #c7c7cc; }
        .kind-pageControl { border: none; }
        .kind-pageControl .face { align-items: center; justify-content: center; gap: 8px; }
        .dot { width: 7px; height: 7px; border-radius: 50%; background: #c7c7cc; }
        .dot.current { background: #3a3a3c; }
        .view.bound { outline: 2px solid #e8590c; outline-offset: -2px; }
        .view.followed { box-shadow: 0 0 0 3px #7048e8; }
        .finger { position: absolute; width: 44px; height: 44px; margin: -22px 0 0 -22px; box-sizing: border-box; border-radius: 50%; background: rgba(232, 89, 12, 0.3); border: 2px solid #e8590c; color: #fff; font-weight: 700; display: flex; align-items: center; justify-content: center; text-shadow: 0 0 2px #000; }
        .pointer { position: absolute; width: 14px; height: 14px; margin: -7px 0 0 -7px; box-sizing: border-box; border-radius: 50%; border: 2px solid #1d1d1f; background: rgba(255, 255, 255, 0.6); }
        .badge-stack { position: absolute; display: flex; flex-direction: column; gap: 1px; align-items: flex-start; }
        .badge { font-size: 10px; line-height: 14px; padding: 0 4px; border-radius: 3px; color: #fff; white-space: nowrap; }
        .badge.control { background: #ffffff; color: #1d1d1f; border: 1px solid #8e8e93; line-height: 12px; }
        .badge.phase-possible { background: rgba(99, 99, 102, 0.8); }
        .badge.phase-waiting { background: #3a3a3c; font-style: italic; }
        .badge.phase-recognizing { background: #0a66d8; }
        .badge.phase-succeeded { background: #2b8a3e; }
        .badge.phase-cancelled { background: #e8590c; }
        .badge.phase-failed { background: #c92a2a; }
        #side { flex: 1 1 420px; display: flex; flex-direction: column; gap: 8px; min-width: 360px; max-width: 760px; }
        .toolbar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
        #clock { font-variant-numeric: tabular-nums; margin-left: auto; }
        #scrubber { width: 100%; margin: 0; }
        h2 { font-size: 12px; margin: 6px 0 2px; color: #555; text-transform: uppercase; letter-spacing: 0.04em; }
        table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #ddd; font-size: 12px; }
        td { padding: 1px 6px; border-top: 1px solid #eee; }
        tr { cursor: pointer; }
        tr td.state { font-weight: 600; }
        tr.phase-possible td.state { color: #636366; }
        tr.phase-waiting td.state { color: #3a3a3c; font-style: italic; }
        tr.phase-recognizing td.state { color: #0a66d8; }
        tr.phase-succeeded td.state { color: #2b8a3e; }
        tr.phase-cancelled td.state { color: #e8590c; }
        tr.phase-failed td.state { color: #c92a2a; }
        #records { list-style: none; margin: 0; padding: 0; max-height: 46vh; overflow: auto; background: #fff; border: 1px solid #ddd; font: 11px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        #records li { display: grid; grid-template-columns: 60px 60px 100px 130px 1fr; gap: 6px; padding: 0 6px; cursor: pointer; white-space: nowrap; }
        #records li span { overflow: hidden; text-overflow: ellipsis; }
        #records li .t { text-align: right; }
        #records li.pending { color: #a1a1a6; }
        #records li.current { background: #fff3bf; }
        #records li:hover { background: #eef4ff; }
        .legend { margin: 0; font-size: 11px; color: #555; line-height: 18px; }
        .legend .badge { display: inline-block; }
        .finger-key { display: inline-block; width: 14px; height: 14px; line-height: 14px; text-align: center; border-radius: 50%; background: rgba(232, 89, 12, 0.3); border: 2px solid #e8590c; color: #fff; font-size: 9px; font-weight: 700; vertical-align: middle; }
        .pointer-key { display: inline-block; width: 10px; height: 10px; border-radius: 50%; border: 2px solid #1d1d1f; vertical-align: middle; }
        """#
}
