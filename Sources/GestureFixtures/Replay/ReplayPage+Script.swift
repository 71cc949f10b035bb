extension ReplayPage {
    /// The page's code: applies the film and the records up to a cursor, draws them, and
    /// answers the query API (`window.gestureReplay`) and the fragment (`#t=`, `#record=`,
    /// `#follow=`, `#probe=`).
    static let script = #"""
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("replay-data").textContent);
          // Numbers that are not finite arrive as the strings "NaN", "Infinity" and "-Infinity".
          const num = (v) => (typeof v === "string" ? Number(v) : v);
          const records = data.records;
          const times = records.map((r) => num(r[0]));
          const frames = data.frames;
          const end = num(data.end);
          const controlKinds = new Set(["button", "slider", "switch", "stepper", "segmentedControl", "pageControl", "control"]);
          const scrollKinds = new Set(["scrollView", "tableView", "collectionView"]);
          const $ = (id) => document.getElementById(id);
          const make = (tag, className, text) => {
            const element = document.createElement(tag);
            if (className) element.className = className;
            if (text !== undefined) element.textContent = text;
            return element;
          };
          const format = (value) => String(Math.round(num(value) * 1000) / 1000);

          // The last index in 0..<count for which `holds` is true, -1 when none: `holds` must be true
          // on a prefix.
          function lastWhere(count, holds) {
            let low = 0, high = count;
            while (low < high) {
              const middle = (low + high) >> 1;
              if (holds(middle)) low = middle + 1; else high = middle;
            }
            return low - 1;
          }
          // The last change (`[record, ...]`) made by the first `applied` records.
          const lastChange = (changes, applied) => changes[lastWhere(changes.length, (i) => changes[i][0] < applied)];

          // The cursor: a time, and how many records are applied (all those at or before it, or up to
          // the one stepped to).
          const cursor = { time: 0, record: 0 };

          // The film, applied frame by frame: the views' latest snapshots by key, and the fingers.
          let views = new Map();
          let fingers = [];
          let appliedFrame = -1;
          function applyFilm() {
            const target = lastWhere(frames.length, (i) => num(frames[i][0]) <= cursor.time && frames[i][1] <= cursor.record);
            if (target < appliedFrame) {
              views = new Map();
              fingers = [];
              appliedFrame = -1;
            }
            while (appliedFrame < target) {
              appliedFrame += 1;
              const frame = frames[appliedFrame];
              for (const view of frame[2]) views.set(view[0], view);
              if (frame[3] !== null) fingers = frame[3];
            }
          }
          const viewField = (view, name) => view[9][name];

          // What the trace says at the cursor, and what the film shows there.
          function state() {
            const applied = cursor.record;
            const result = {
              time: cursor.time, record: applied, offsets: {}, zoomScales: {}, recognizers: {},
              highlighted: {}, selected: {}, controls: {}, touches: [], pointer: null,
            };
            for (const [name, initialOffset, initialScale, offsets, scales] of data.scrollViews) {
              const offset = lastChange(offsets, applied);
              result.offsets[name] = offset ? [num(offset[1]), num(offset[2])] : initialOffset.map(num);
              const scale = lastChange(scales, applied);
              result.zoomScales[name] = scale ? num(scale[1]) : num(initialScale);
            }
            for (const [name, , , changes] of data.recognizers) {
              const change = lastChange(changes, applied);
              result.recognizers[name] = change ? change[1] : "possible";
            }
            for (const [list, cells] of data.lists) {
              result.highlighted[list] = [];
              result.selected[list] = [];
              for (const [indexPath, changes] of cells) {
                const on = { highlighted: false, selected: false };
                for (const [record, kind, opens] of changes) {
                  if (record < applied) on[kind] = opens;
                }
                if (on.highlighted) result.highlighted[list].push(indexPath);
                if (on.selected) result.selected[list].push(indexPath);
              }
            }
            for (const key of reachable()) {
              const view = views.get(key);
              if (controlKinds.has(view[2])) result.controls[view[1]] = view[9];
            }
            for (const [id, x, y, key] of fingers) {
              const view = key === null ? undefined : views.get(key);
              result.touches.push({ id, location: [num(x), num(y)], view: view ? view[1] : null });
            }
            const pointer = lastChange(data.pointer, applied);
            if (pointer && pointer.length === 3) result.pointer = [num(pointer[1]), num(pointer[2])];
            return result;
          }

          // The keys of the views in the window, back to front, with their superview's key.
          function reachable() {
            const keys = [];
            const visit = (key) => {
              const view = views.get(key);
              if (!view) return;
              keys.push(key);
              for (const subview of view[8]) visit(subview);
            };
            visit(0);
            return keys;
          }

          // Colours: a view named for a colour is drawn in a pale one of it; the others take turns.
          const palette = ["#dbe9f6", "#f6e3d0", "#dcefdc", "#efe0f2", "#f3f0cf", "#d7eeee", "#f2dada", "#e4e4e4"];
          const named = { red: "#f4c7c3", green: "#cfe8cf", blue: "#cadcf2", yellow: "#f7efb5", orange: "#f8d9b4",
            purple: "#e0d0ee", pink: "#f6d3e1", gray: "#e0e0e0", grey: "#e0e0e0", cyan: "#cdeff2", teal: "#c9e6e1", brown: "#e3d3c2" };
          function fill(name, key) {
            const lower = name.toLowerCase();
            for (const word in named) if (lower.includes(word)) return named[word];
            return palette[key % palette.length];
          }

          const screen = $("screen");
          const overlay = $("fingers");
          const badgeLayer = $("badges");
          const elements = new Map();
          function elementFor(view) {
            let entry = elements.get(view[0]);
            if (entry && entry.kind === view[2]) return entry;
            if (entry) entry.root.remove();
            const root = make("div", "view kind-" + view[2]);
            root.dataset.key = view[0];
            const face = make("div", "face");
            const content = make("div", "content");
            const label = make("span", "name");
            root.append(face, label, content);
            if (view[2] === "view" || scrollKinds.has(view[2])) root.style.background = fill(view[1], view[0]);
            entry = { root, face, content, label, kind: view[2] };
            elements.set(view[0], entry);
            return entry;
          }

          // Draws a control's parts from its state.
          function drawControl(entry, view) {
            const face = entry.face;
            const kind = view[2];
            const value = (name) => viewField(view, name);
            face.replaceChildren();
            if (kind === "slider") {
              const low = num(value("minimumValue")), high = num(value("maximumValue"));
              const fraction = high > low ? Math.min(1, Math.max(0, (num(value("value")) - low) / (high - low))) : 0;
              const track = make("div", "track");
              const thumb = make("div", "thumb");
              thumb.style.left = "calc(" + fraction * 100 + "% - " + fraction * 28 + "px)";
              face.append(track, thumb);
            } else if (kind === "switch") {
              face.append(make("div", "knob"));
              entry.root.classList.toggle("on", value("on") === true);
            } else if (kind === "stepper") {
              for (const half of ["decrement", "increment"]) {
                const part = make("div", "half" + (value("highlightedHalf") === half ? " pressed" : ""), half === "decrement" ? "−" : "+");
                face.append(part);
              }
            } else if (kind === "segmentedControl") {
              (value("titles") || []).forEach((title, index) => {
                const segment = make("div", "segment", title);
                if (index === num(value("selectedSegmentIndex"))) segment.classList.add("selected");
                if (index === num(value("highlightedSegmentIndex"))) segment.classList.add("pressed");
                face.append(segment);
              });
            } else if (kind === "pageControl") {
              for (let page = 0; page < Math.min(num(value("numberOfPages")), 50); page += 1) {
                face.append(make("div", "dot" + (page === num(value("currentPage")) ? " current" : "")));
              }
            }
            for (const flag of ["isHighlighted", "isSelected", "isEnabled"]) {
              entry.root.dataset[flag.slice(2).toLowerCase()] = String(value(flag));
            }
            if (value("value") !== undefined) entry.root.dataset.value = String(value("value"));
          }

          // Places `key` as the `index`th view of `container`, and its subviews in it, back to front.
          function place(key, container, index, superview, snapshot) {
            const view = views.get(key);
            if (!view) return;
            const entry = elementFor(view);
            const [, name, kind, center, bounds, transform, hidden, alpha] = view;
            const width = num(bounds[2]), height = num(bounds[3]);
            const root = entry.root;
            if (container.children[index] !== root) container.insertBefore(root, container.children[index] || null);
            root.dataset.name = name;
            root.style.left = num(center[0]) - width / 2 + "px";
            root.style.top = num(center[1]) - height / 2 + "px";
            root.style.width = width + "px";
            root.style.height = height + "px";
            root.style.transform = transform ? "matrix(" + transform.map(num).join(",") + ")" : "";
            root.style.opacity = String(num(alpha));
            root.hidden = hidden === 1;
            entry.label.textContent = kind === "label" ? viewField(view, "text") || "" : name;
            let origin = [num(bounds[0]), num(bounds[1])];
            if (scrollKinds.has(kind) && snapshot.offsets[name]) {
              origin = snapshot.offsets[name];
              root.dataset.offset = origin.join(",");
              root.dataset.zoomScale = String(snapshot.zoomScales[name]);
            }
            entry.content.style.transform = "translate(" + -origin[0] + "px," + -origin[1] + "px)";
            if (controlKinds.has(kind)) drawControl(entry, view);
            if (kind === "cell") {
              const indexPath = (viewField(view, "indexPath") || []).join(",");
              const list = superview ? superview[1] : "";
              root.dataset.indexPath = indexPath;
              const highlighted = (snapshot.highlighted[list] || []).includes(indexPath);
              const selected = (snapshot.selected[list] || []).includes(indexPath);
              root.classList.toggle("highlighted", highlighted);
              root.classList.toggle("selected", selected);
              root.dataset.highlighted = String(highlighted);
              root.dataset.selected = String(selected);
            }
            root.classList.remove("bound", "followed");
            delete root.dataset.touches;
            shown.add(key);
            view[8].forEach((subview, position) => place(subview, entry.content, position, view, snapshot));
          }
          let shown = new Set();

          // The recognizers of each view, for their badges.
          const recognizersOn = new Map();
          for (const [name, view] of data.recognizers) {
            if (view === null) continue;
            if (!recognizersOn.has(view)) recognizersOn.set(view, []);
            recognizersOn.get(view).push(name);
          }
          const phaseOf = (traceState) => ({
            possible: "possible", awaitingFailure: "waiting", began: "recognizing", changed: "recognizing",
            ended: "succeeded", recognized: "succeeded", cancelled: "cancelled", failed: "failed",
          })[traceState] || "possible";

          function elementNamed(name) {
            for (const key of shown) {
              const view = views.get(key);
              if (view[1] === name) return elements.get(key).root;
            }
            return null;
          }

          // A stack of badges at the top right of each control and each view with recognizers (the
          // control's state first), so that the view's name stays readable at its top left, moved down
          // past the stacks already placed so that none covers another.
          function drawBadges(snapshot) {
            badgeLayer.replaceChildren();
            const stage = $("stage").getBoundingClientRect();
            const window = screen.getBoundingClientRect();
            const placed = [];
            const stacked = new Map(recognizersOn);
            for (const name of Object.keys(snapshot.controls)) if (!stacked.has(name)) stacked.set(name, []);
            for (const [viewName, names] of stacked) {
              const element = elementNamed(viewName);
              if (!element || element.closest("[hidden]")) continue;
              const box = element.getBoundingClientRect();
              if (box.right < window.left || box.left > window.right || box.bottom < window.top || box.top > window.bottom) continue;
              const stack = make("div", "badge-stack");
              const control = snapshot.controls[viewName];
              if (control) {
                const badge = make("div", "badge control", controlSummary(control));
                badge.dataset.control = viewName;
                stack.append(badge);
              }
              for (const name of names) {
                const traceState = snapshot.recognizers[name];
                const badge = make("div", "badge phase-" + phaseOf(traceState), name + " · " + traceState);
                badge.dataset.recognizer = name;
                badge.dataset.state = traceState;
                stack.append(badge);
              }
              badgeLayer.append(stack);
              const width = stack.offsetWidth, height = stack.offsetHeight;
              const x = Math.max(window.left, Math.min(box.right - width, window.right - width)) - stage.left;
              let y = Math.max(window.top, box.top) - stage.top;
              for (let moved = true; moved;) {
                moved = false;
                for (const other of placed) {
                  if (x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height) {
                    y = other.y + other.height + 1;
                    moved = true;
                  }
                }
              }
              stack.style.left = x + "px";
              stack.style.top = y + "px";
              placed.push({ x, y, width, height });
            }
          }

          // A control's state in a few words: its flags that are set, then its value.
          function controlSummary(control) {
            const words = [];
            if (control.isHighlighted) words.push("highlighted");
            if (control.isSelected) words.push("selected");
            if (control.isEnabled === false) words.push("disabled");
            if (control.value !== undefined) words.push("value " + format(control.value));
            if (control.on !== undefined) words.push(control.on ? "on" : "off");
            if (control.selectedSegmentIndex !== undefined) words.push("segment " + control.selectedSegmentIndex);
            if (control.currentPage !== undefined) words.push("page " + control.currentPage);
            return words.length ? words.join(" · ") : "normal";
          }

          function drawFingers(snapshot) {
            overlay.replaceChildren();
            for (const touch of snapshot.touches) {
              const finger = make("div", "finger", String(touch.id));
              finger.style.left = touch.location[0] + "px";
              finger.style.top = touch.location[1] + "px";
              finger.dataset.touch = String(touch.id);
              finger.dataset.view = touch.view === null ? "" : touch.view;
              finger.title = "touch " + touch.id + " at " + touch.location.map(format).join(", ") + (touch.view ? ", bound to " + touch.view : "");
              overlay.append(finger);
              const bound = touch.view === null ? null : elementNamed(touch.view);
              if (bound) {
                bound.classList.add("bound");
                bound.dataset.touches = (bound.dataset.touches ? bound.dataset.touches + "," : "") + touch.id;
              }
            }
            if (snapshot.pointer) {
              const pointer = make("div", "pointer");
              pointer.style.left = snapshot.pointer[0] + "px";
              pointer.style.top = snapshot.pointer[1] + "px";
              overlay.append(pointer);
            }
          }

          // Following: the records of one subject, and its view outlined.
          let followed = "";
          function follows(index) {
            if (followed === "") return true;
            const record = records[index];
            if (followed.startsWith("touch ")) return record[5].includes(Number(followed.slice(6)));
            return record[2] === followed;
          }
          function followedView(snapshot) {
            if (followed === "") return null;
            if (followed.startsWith("touch ")) {
              const touch = snapshot.touches.find((t) => t.id === Number(followed.slice(6)));
              return touch ? touch.view : null;
            }
            const recognizer = data.recognizers.find((r) => r[0] === followed);
            return recognizer ? recognizer[1] : followed;
          }

          function drawRecords() {
            const list = $("records");
            list.replaceChildren();
            const current = cursor.record - 1;
            // Up to 60 rows around the cursor: half before it, or more when fewer follow it.
            const before = [], after = [];
            for (let i = current; i >= 0 && before.length < 60; i -= 1) if (follows(i)) before.push(i);
            for (let i = current + 1; i < records.length && after.length < 60; i += 1) if (follows(i)) after.push(i);
            const keptAfter = Math.min(after.length, Math.max(30, 60 - before.length));
            const indices = before.slice(0, 60 - keptAfter).reverse().concat(after.slice(0, keptAfter));
            for (const index of indices) {
              const record = records[index];
              const row = make("li", index === current ? "current" : index > current ? "pending" : "applied");
              row.dataset.index = String(index);
              row.title = record.slice(0, 5).map(String).join("  ");
              row.append(make("span", "t", format(record[0])), make("span", "kind", record[1]), make("span", "subject", record[2]),
                make("span", "event", record[3]), make("span", "details", record[4]));
              row.addEventListener("click", () => { pause(); seekRecord(index); });
              list.append(row);
            }
            const currentRow = list.querySelector(".current");
            if (currentRow) currentRow.scrollIntoView({ block: "nearest" });
          }

          function drawRecognizerTable(snapshot) {
            const table = $("recognizer-states");
            table.replaceChildren();
            if (data.recognizers.length === 0) {
              const row = make("tr");
              row.append(make("td", "", "none in this scene"));
              table.append(row);
            }
            for (const [name, view, declared] of data.recognizers) {
              const traceState = snapshot.recognizers[name];
              const row = make("tr", "phase-" + phaseOf(traceState));
              row.dataset.recognizer = name;
              row.dataset.state = traceState;
              row.append(make("td", "", name), make("td", "", view === null ? (declared ? "—" : "engine") : view), make("td", "state", traceState));
              row.addEventListener("click", () => follow(name));
              table.append(row);
            }
          }

          function render() {
            applyFilm();
            const snapshot = state();
            shown = new Set();
            place(0, screen, 0, null, snapshot);
            for (const [key, entry] of elements) if (!shown.has(key)) entry.root.remove();
            drawFingers(snapshot);
            const outlined = followedView(snapshot);
            if (outlined) {
              const element = elementNamed(outlined);
              if (element) element.classList.add("followed");
            }
            drawBadges(snapshot);
            drawRecognizerTable(snapshot);
            drawRecords();
            $("clock").textContent = format(cursor.time) + " ms · record " + cursor.record + " of " + records.length;
            $("scrubber").value = String(cursor.time);
            document.body.dataset.time = String(cursor.time);
            document.body.dataset.record = String(cursor.record);
            $("replay-state").textContent = JSON.stringify(snapshot).replace(/</g, "\\u003c");
          }

          // Moving the cursor.
          function seek(time) {
            cursor.time = Math.max(0, Math.min(end, num(time)));
            cursor.record = lastWhere(records.length, (i) => times[i] <= cursor.time) + 1;
            render();
          }
          function seekRecord(index) {
            const i = Math.max(0, Math.min(records.length - 1, index));
            cursor.time = times[i];
            cursor.record = i + 1;
            render();
          }
          function step(direction) {
            pause();
            let i = cursor.record - 1 + direction;
            while (i >= 0 && i < records.length && !follows(i)) i += direction;
            if (i >= 0 && i < records.length) seekRecord(i);
            else if (i < 0) { cursor.time = 0; cursor.record = 0; render(); }
          }
          function follow(subject) {
            followed = subject;
            $("follow").value = subject;
            render();
          }

          // Playing on the page's own clock: the virtual time advances by the real time elapsed times the speed.
          let playing = false;
          let lastTick = 0;
          function tick(frameTime) {
            if (!playing) return;
            const elapsed = lastTick ? frameTime - lastTick : 0;
            lastTick = frameTime;
            seek(cursor.time + elapsed * Number($("speed").value));
            if (cursor.time >= end) pause(); else requestAnimationFrame(tick);
          }
          function play() {
            if (cursor.time >= end) seek(0);
            playing = true;
            lastTick = 0;
            $("play").textContent = "Pause";
            requestAnimationFrame(tick);
          }
          function pause() {
            playing = false;
            $("play").textContent = "Play";
          }

          // The page's frame: the title, the window's size and the subjects to follow.
          document.title = data.title + " · replay";
          $("title").textContent = data.title;
          $("fixture-name").textContent = data.name || "";
          $("fixture-name").title = data.name || "";
          const [windowWidth, windowHeight] = data.window.map(num);
          $("screen-frame").style.width = windowWidth + "px";
          $("screen-frame").style.height = windowHeight + "px";
          const scrubber = $("scrubber");
          scrubber.max = String(end);
          scrubber.addEventListener("input", () => { pause(); seek(Number(scrubber.value)); });
          $("play").addEventListener("click", () => (playing ? pause() : play()));
          $("previous").addEventListener("click", () => step(-1));
          $("next").addEventListener("click", () => step(1));
          const followMenu = $("follow");
          const subjects = [];
          const touchIDs = new Set();
          for (const record of records) {
            if (record[1] !== "final" && record[1] !== "settle" && !subjects.includes(record[2])) subjects.push(record[2]);
            for (const id of record[5]) touchIDs.add(id);
          }
          for (const [name] of data.recognizers) if (!subjects.includes(name)) subjects.push(name);
          for (const subject of [...[...touchIDs].sort((a, b) => a - b).map((id) => "touch " + id), ...subjects]) {
            followMenu.append(make("option", "", subject));
            followMenu.lastChild.value = subject;
          }
          followMenu.addEventListener("change", () => follow(followMenu.value));
          document.addEventListener("keydown", (event) => {
            if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
            if (event.key === " ") { event.preventDefault(); playing ? pause() : play(); }
            if (event.key === "ArrowLeft") step(-1);
            if (event.key === "ArrowRight") step(1);
          });
          // The window at the largest scale up to 1 that leaves the side panel its room and fits the height.
          function fit() {
            const stage = $("stage");
            const top = stage.getBoundingClientRect().top + window.scrollY;
            const scale = Math.max(0.2, Math.min(1, (window.innerWidth - 460) / windowWidth, (window.innerHeight - top - 16) / windowHeight));
            $("screen-frame").style.transform = "scale(" + scale + ")";
            stage.style.width = windowWidth * scale + "px";
            stage.style.height = windowHeight * scale + "px";
            render();
          }
          window.addEventListener("resize", fit);

          // The query API and the fragment: #t=MS, #record=N, #follow=SUBJECT, #probe=MS,MS,...
          window.gestureReplay = {
            end, recordCount: records.length,
            seek, seekRecord, follow, state, play, pause,
            stateAt(time) { seek(time); return state(); },
          };
          const fragment = new URLSearchParams(location.hash.slice(1));
          fit();
          if (fragment.has("follow")) follow(fragment.get("follow"));
          if (fragment.has("t")) seek(Number(fragment.get("t")));
          if (fragment.has("record")) seekRecord(Number(fragment.get("record")));
          if (fragment.has("probe")) {
            const states = fragment.get("probe").split(",").map((time) => window.gestureReplay.stateAt(Number(time)));
            $("probe").textContent = JSON.stringify(states).replace(/</g, "\\u003c");
          }
          document.body.dataset.ready = "true";
        })();
        """#
}
