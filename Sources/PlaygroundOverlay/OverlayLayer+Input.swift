import Canvas
import Interactions
import PlaygroundKit

// MARK: - Input: keys, the panel's pointer and wheel, and watching the scene's pointer

extension OverlayLayer {
    /// Takes bound keys, pointer and wheel input over the panel, and the
    /// inspection gestures (a secondary click, a click in pick mode); watches
    /// (without consuming) presses over the scene for the pointer trail.
    ///
    /// A press on the panel owns the pointer until it is released, even if
    /// the pointer leaves the panel; a press on the scene passes through until
    /// release, even over the panel, so a box can be dragged under it.
    public func handle(_ event: InputEvent, playground: Playground) -> Bool {
        // Bounded here too, for events handed straight to the layer: a NaN drag must not move the panel to NaN.
        switch InputBounds.clamped(event) {
        case let .key(press):
            return handleKey(press, playground: playground)
        case let .text(text):
            if tune.editing != nil {
                typeTuneText(text)
                return true
            }
            guard isTypingFilter else { return false }
            log.setTextFilter(log.textFilter + text)
            return true
        case let .pointer(pointer):
            return handlePointer(pointer, playground: playground)
        case .finger:
            return false  // fingers are the scene's: the overlay only draws them
        case let .wheel(_, dy, position):
            return handleWheel(dy, at: position, playground: playground)
        case let .resize(width, height, _):
            panel.keep(within: Size(width: Double(width), height: Double(height)))
            return false
        case .focusLost:
            interaction = nil
            sceneHasPointer = false
            hoverPoint = nil
            pointerTrail.observe(PointerEvent(.cancel, at: .zero, timestamp: 0))
            return false
        case .quit, .tune, .command, .note:
            return false
        }
    }

    // MARK: - Keys

    /// Modes first (typing a filter, the help sheet, pick mode), then the key table.
    private func handleKey(_ press: KeyPress, playground: Playground) -> Bool {
        if tune.editing != nil {
            return handleTuneKey(press, playground: playground)
        }
        if isTypingFilter {
            switch press {
            case KeyPress("escape"):
                isTypingFilter = false
                log.setTextFilter("")
            case KeyPress("return"), KeyPress("keypad enter"), KeyPress("tab"):
                isTypingFilter = false
            case KeyPress("backspace"):
                log.setTextFilter(String(log.textFilter.dropLast()))
            default:
                break  // the text event that comes with the key does the typing
            }
            return true
        }
        if press == KeyPress("escape"), showsHelp || selection.isPicking || log.selectedSequence != nil {
            if showsHelp { showsHelp = false } else if selection.isPicking { selection.isPicking = false } else { log.selectedSequence = nil }
            return true
        }
        if press == KeyPress("c", control: true), let text = selectedLogText(playground) {
            playground.request(.copyToClipboard(text))
            return true
        }
        guard let command = keyBindings.command(for: press) else { return false }
        perform(command, in: playground)
        return true
    }

    // MARK: - Pointer

    private func handlePointer(_ pointer: PointerEvent, playground: Playground) -> Bool {
        if let interaction {
            continueInteraction(interaction, with: pointer, playground: playground)
            return true
        }
        if sceneHasPointer {
            observeScenePointer(pointer, playground: playground)
            return false
        }
        if handleStripPointer(pointer, playground: playground) { return true }
        let hit = panel.isVisible ? layout(for: playground).hitTest(pointer.position) : .outside
        if pointer.phase == .down, tune.editing != nil, hit != .tune {
            tune.editing = nil  // a press anywhere else drops the number being typed, so keys work again
        }
        if pointer.phase == .move {
            // A move with no press held is a hover: the panel shows what is under it.
            hoverPoint = hit == .outside ? nil : pointer.position
        }
        guard hit == .outside else {
            if pointer.phase == .down && pointer.button == .primary {
                press(hit, at: pointer.position, playground: playground)
            }
            // Whatever else lands on the panel (other buttons, stray moves) is the panel's too.
            return true
        }
        if pointer.phase == .down, pointer.button == .secondary || pointer.button == .primary && selection.isPicking {
            // Inspecting: the scene never sees this press, so looking changes nothing.
            interaction = .pressed
            // In the past, the box that was there then.
            if selection.pick(playground.boxShown(at: pointer.position)), selection.box != nil, panel.isVisible {
                if panel.tab != .tune { panel.tab = .inspector }  // tuning one box after another stays in Tune
                panel.isCollapsed = false
                tune.editing = nil
            }
            return true
        }
        if pointer.phase == .down && pointer.button == .primary { sceneHasPointer = true }
        observeScenePointer(pointer, playground: playground)
        return false
    }

    private func observeScenePointer(_ pointer: PointerEvent, playground: Playground) {
        pointerTrail.observe(pointer)
        if pointer.phase == .down, pointer.button == .primary, let box = playground.scene.box(at: pointer.position) {
            tune.paths.begin(box)  // the router hands this press to the same, topmost box
        }
        if pointer.phase == .cancel || pointer.phase == .up && pointer.button == .primary {
            sceneHasPointer = false
        }
    }

    private func continueInteraction(_ interaction: Interaction, with pointer: PointerEvent, playground: Playground) {
        let size = playground.scene.size
        switch pointer.phase {
        case .move:
            switch interaction {
            case let .moving(grab):
                let origin = pointer.position - grab
                panel.move(by: origin - panel.frame.origin, within: size)
            case let .resizing(offset):
                panel.setBottom(pointer.position.y + offset, within: size)
            case let .resizingWidth(offset):
                panel.setLeft(pointer.position.x - offset, within: size)
            case let .tuneSlider(control):
                dragSlider(control, to: pointer.position, layout: layout(for: playground), playground: playground)
            case .pressed:
                break
            case .scrubbingStrip, .timelinePress:
                continueTimeline(interaction, to: pointer.position, playground: playground)
            }
        case .up, .cancel:
            if pointer.phase == .up, case .timelinePress = interaction { continueTimeline(interaction, releasedAt: pointer.position, playground: playground) }
            if pointer.phase == .cancel || pointer.button == .primary || pointer.button == .secondary {
                self.interaction = nil
                tune.dragging = nil
            }
        case .down:
            break
        }
    }

    /// A primary press on part of the panel: buttons act at once, bars start a move or a resize.
    private func press(_ hit: OverlayLayout.Hit, at point: Point, playground: Playground) {
        interaction = .pressed
        let scene = playground.scene
        switch hit {
        case .titleBar, .statusLine:
            interaction = .moving(grab: point - panel.frame.origin)
        case .grip:
            interaction = .resizing(offset: panel.frame.maxY - point.y)
        case .leftEdge:
            interaction = .resizingWidth(offset: point.x - panel.frame.minX)
        case .collapseButton:
            panel.isCollapsed.toggle()
        case let .tracePill(index):
            traces.selectedIndex = index
            panel.tab = .traces
            panel.isCollapsed = false
        case let .tab(tab):
            panel.tab = tab
        case .tune:
            pressTune(at: point, layout: layout(for: playground), playground: playground)
        case .clearLog:
            log.clear()
        case let .kindChip(kind):
            log.toggleKind(kind)
        case .targetPrevious:
            log.cycleTargetFilter(forward: false)
        case .targetNext, .targetLabel:
            log.cycleTargetFilter(forward: true)
        case .resumeFollowing:
            log.resumeFollowing()
        case .textFilter:
            perform(.typeLogFilter, in: playground)
        case let .logRow(row):
            let range = log.visibleRange
            if row < range.count {
                let sequence = log.filteredLine(at: range.lowerBound + row).sequence
                log.selectedSequence = log.selectedSequence == sequence ? nil : sequence
                lineToReveal = log.selectedSequence
            }
        case .closeDetails:
            log.selectedSequence = nil
        case let .traceRow(index):
            traces.selectedIndex = index
            traceScroll = 0
        case let .traceButton(index) where index < scene.traces.count:
            traces.selectedIndex = index
            playground.send(.toggleTrace(named: scene.traces[index].trace.name))
        case .timelineButton, .timelinePlot, .trackName:
            pressTimeline(hit, at: point, playground: playground)
        case .traceButton, .tabBar, .logRows, .logDetails, .content, .outside:
            break
        }
    }

    // MARK: - Wheel

    private func handleWheel(_ dy: Double, at position: Point, playground: Playground) -> Bool {
        guard panel.isVisible, layout(for: playground).hitTest(position) != .outside else { return false }
        guard !panel.isCollapsed, dy.isFinite else { return true }
        // Three rows a notch; fractions (trackpads) add up until they make a row. Bounded, so no
        // device value can overflow the conversion to whole rows.
        let notches = min(max(dy, -InputBounds.maximumWheelDelta), InputBounds.maximumWheelDelta)
        wheelRemainder = min(max(wheelRemainder + notches * 3, -100_000), 100_000)
        let rows = CheckedInt.from(wheelRemainder) ?? 0
        wheelRemainder -= Double(rows)
        switch panel.tab {
        case .log:
            log.scroll(byRows: rows)
        case .traces:
            // Enough to scroll the last slot's hint to the top, no further.
            let traces = playground.scene.traces
            let limit =
                traces.isEmpty
                ? 0
                : {
                    let trace = traces[min(max(0, self.traces.selectedIndex), traces.count - 1)].trace
                    return trace.itemsToMatch.count * 3 + (trace.setupSteps?.count ?? 0) + 6
                }()
            traceScroll = min(max(0, traceScroll - rows), limit)
        case .inspector:
            break
        case .tracks, .curves:
            zoomTimeline(notches: dy, at: position, playground: playground)
        case .tune:
            wheelTune(dy, at: position, layout: layout(for: playground), playground: playground)
        }
        return true
    }

    // MARK: - The selected log line

    /// The selected log line as one line of text, for the clipboard.
    func selectedLogText(_ playground: Playground) -> String? {
        guard let sequence = log.selectedSequence, let line = log.line(withSequence: sequence) else { return nil }
        return LogDetails(line: line, entry: playground.scene.logger.entry(withSequence: sequence)).clipboardText
    }
}
