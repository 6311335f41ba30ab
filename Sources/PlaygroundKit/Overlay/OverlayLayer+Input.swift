import Interactions

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
        switch event {
        case let .key(press):
            if selection.isPicking, press == KeyPress("escape") {
                selection.isPicking = false
                return true
            }
            guard let command = keyBindings.command(for: press) else { return false }
            perform(command, in: playground)
            return true
        case let .pointer(pointer):
            return handlePointer(pointer, playground: playground)
        case let .wheel(_, dy, position):
            return handleWheel(dy, at: position, playground: playground)
        case let .resize(width, height, _):
            panel.keep(within: Size(width: Double(width), height: Double(height)))
            return false
        case .focusLost:
            interaction = nil
            sceneHasPointer = false
            pointerTrail.observe(PointerEvent(.cancel, at: .zero, timestamp: 0))
            return false
        case .quit:
            return false
        }
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
        let hit = panel.isVisible ? layout(for: playground).hitTest(pointer.position) : .outside
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
            if selection.pick(at: pointer.position, in: playground.scene), selection.box != nil, panel.isVisible {
                panel.tab = .inspector
                panel.isCollapsed = false
            }
            return true
        }
        if pointer.phase == .down && pointer.button == .primary { sceneHasPointer = true }
        observeScenePointer(pointer, playground: playground)
        return false
    }

    private func observeScenePointer(_ pointer: PointerEvent, playground: Playground) {
        pointerTrail.observe(pointer)
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
            case .pressed:
                break
            }
        case .up, .cancel:
            if pointer.phase == .cancel || pointer.button == .primary || pointer.button == .secondary { self.interaction = nil }
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
        case .collapseButton:
            panel.isCollapsed.toggle()
        case let .tracePill(index):
            traces.selectedIndex = index
            panel.tab = .traces
            panel.isCollapsed = false
        case let .tab(tab):
            panel.tab = tab
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
        case let .traceRow(index):
            traces.selectedIndex = index
            traceScroll = 0
        case let .traceButton(index) where index < scene.traces.count:
            traces.selectedIndex = index
            traces.toggle(scene.traces[index], at: index, writingTo: playground.output)
        case .traceButton, .tabBar, .logRows, .content, .outside:
            break
        }
    }

    // MARK: - Wheel

    private func handleWheel(_ dy: Double, at position: Point, playground: Playground) -> Bool {
        guard panel.isVisible, layout(for: playground).hitTest(position) != .outside else { return false }
        guard !panel.isCollapsed, dy.isFinite else { return true }
        // Three rows a notch; fractions (trackpads) add up until they make a row.
        wheelRemainder += dy * 3
        let rows = Int(wheelRemainder.rounded(.towardZero))
        wheelRemainder -= Double(rows)
        switch panel.tab {
        case .log:
            log.scroll(byRows: rows)
        case .traces:
            // Enough to scroll the last slot's hint to the top, no further.
            let traces = playground.scene.traces
            let limit = traces.isEmpty ? 0 : {
                let trace = traces[min(max(0, self.traces.selectedIndex), traces.count - 1)].trace
                return trace.itemsToMatch.count * 3 + (trace.setupSteps?.count ?? 0) + 6
            }()
            traceScroll = min(max(0, traceScroll - rows), limit)
        case .inspector:
            break
        }
        return true
    }
}
