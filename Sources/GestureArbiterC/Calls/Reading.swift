import CGestureArbiter
import Foundation
import GestureArbiter

@c @implementation
public func ga_view_get_frame(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ frame: UnsafeMutablePointer<ga_rect>?,
                              _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let view = try HostWindow.named(window, changing: false).view(id)
        guard let frame else { throw CFailure.null("frame") }
        frame.pointee = ga_rect(view.frame)
    }
}

@c @implementation
public func ga_view_get_bounds(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ bounds: UnsafeMutablePointer<ga_rect>?,
                               _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let view = try HostWindow.named(window, changing: false).view(id)
        guard let bounds else { throw CFailure.null("bounds") }
        bounds.pointee = ga_rect(view.bounds)
    }
}

@c @implementation
public func ga_view_get_transform(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ transform: UnsafeMutablePointer<ga_transform>?,
                                  _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let view = try HostWindow.named(window, changing: false).view(id)
        guard let transform else { throw CFailure.null("transform") }
        let t = view.transform
        transform.pointee = ga_transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}

@c @implementation
public func ga_view_get_visibility(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ is_hidden: UnsafeMutablePointer<Int32>?,
                                   _ alpha: UnsafeMutablePointer<Double>?, _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let view = try HostWindow.named(window, changing: false).view(id)
        guard let is_hidden, let alpha else { throw CFailure.null(is_hidden == nil ? "is_hidden" : "alpha") }
        is_hidden.pointee = view.isHidden ? 1 : 0
        alpha.pointee = view.alpha
    }
}

@c @implementation
public func ga_scroll_view_get_state(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ state: UnsafeMutablePointer<ga_scroll_state>?,
                                     _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let scrollView = try HostWindow.named(window, changing: false).view(id, as: ScrollView.self, noun: "scroll view")
        guard let state else { throw CFailure.null("state") }
        state.pointee = ga_scroll_state(
            offset_x: scrollView.contentOffset.x, offset_y: scrollView.contentOffset.y,
            content_width: scrollView.contentSize.width, content_height: scrollView.contentSize.height,
            zoom_scale: scrollView.zoomScale,
            is_tracking: scrollView.isTracking ? 1 : 0, is_dragging: scrollView.isDragging ? 1 : 0,
            is_decelerating: scrollView.isDecelerating ? 1 : 0, is_zooming: scrollView.isZooming ? 1 : 0)
    }
}

@c @implementation
public func ga_control_get_state(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ state: UnsafeMutablePointer<ga_control_state>?,
                                 _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let control = try HostWindow.named(window, changing: false).view(id, as: Control.self, noun: "control")
        guard let state else { throw CFailure.null("state") }
        let value: Double = switch control {
        case let slider as Slider: slider.value
        case let stepper as Stepper: stepper.value
        case let toggle as Switch: toggle.isOn ? 1 : 0
        case let segments as SegmentedControl: Double(segments.selectedSegmentIndex)
        case let pages as PageControl: Double(pages.currentPage)
        default: 0
        }
        state.pointee = ga_control_state(
            is_highlighted: control.isHighlighted ? 1 : 0, is_selected: control.isSelected ? 1 : 0,
            is_enabled: control.isEnabled ? 1 : 0, is_tracking: control.isTracking ? 1 : 0, value: value)
    }
}

@c @implementation
public func ga_recognizer_get_state(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ state: UnsafeMutablePointer<Int32>?,
                                    _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let recognizer = try HostWindow.named(window, changing: false).recognizer(id)
        guard let state else { throw CFailure.null("state") }
        state.pointee = switch recognizer.state {
        case .possible: Int32(GA_STATE_POSSIBLE)
        case .began: Int32(GA_STATE_BEGAN)
        case .changed: Int32(GA_STATE_CHANGED)
        case .ended: Int32(GA_STATE_ENDED)
        case .cancelled: Int32(GA_STATE_CANCELLED)
        case .failed: Int32(GA_STATE_FAILED)
        }
    }
}

@c @implementation
public func ga_list_get_selected_rows(_ window: ga_window, _ id: UnsafePointer<CChar>?, _ paths: UnsafeMutablePointer<ga_index_path>?,
                                      _ capacity: Int32, _ count: UnsafeMutablePointer<Int32>?,
                                      _ error: UnsafeMutablePointer<ga_error>?) -> ga_status {
    perform(error) { () throws(CFailure) in
        let view = try HostWindow.named(window, changing: false).view(id)
        let selected: [IndexPath]
        switch view {
        case let table as TableView: selected = table.indexPathsForSelectedRows ?? []
        case let collection as CollectionView: selected = collection.indexPathsForSelectedItems ?? []
        default: throw CFailure(GA_ERROR_WRONG_KIND, "'\(view.traceName)' is not a table or collection view")
        }
        guard let count else { throw CFailure.null("count") }
        guard capacity >= 0 else { throw CFailure.badArgument("capacity must not be negative, got \(capacity)") }
        guard capacity == 0 || paths != nil else { throw CFailure.null("paths") }
        for (index, path) in selected.prefix(Int(capacity)).enumerated() {
            paths?[index] = ga_index_path(section: Int32(clamping: path.section), row: Int32(clamping: path.row))
        }
        count.pointee = Int32(clamping: selected.count)
    }
}

extension ga_rect {
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
