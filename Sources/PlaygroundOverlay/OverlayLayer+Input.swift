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
    ///
    /// The event is inside `InputBounds`: the playground clamps every event
    /// once before any layer sees it.
    public func handle(_ event: InputEvent, playground: Playground) -> Bool {
        switch event {
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
            releasePointer()
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

    /// The control holding the pointer keeps it; else the strip, then the panel, take what is
    /// over them (the topmost control under a primary press holds it until release); else the
    /// press is an inspection (secondary, or in pick mode) or the scene's.
    private func handlePointer(_ pointer: PointerEvent, playground: Playground) -> Bool {
        if ui.activeID != nil {
            withBuild(.all, playground) { ui.continuePress(with: pointer, $0) }
            if ui.activeID == nil { tune.dragging = nil }
            return true
        }
        if sceneHasPointer {
            observeScenePointer(pointer, playground: playground)
            return false
        }
        let isPress = pointer.phase == .down && pointer.button == .primary
        // The strip takes what is over it first, even where the panel covers it.
        if let hit = withBuild(.strip, playground, { ui.hitTest(pointer.position, $0) }) {
            if isPress { withBuild(.strip, playground) { ui.press(hit, with: pointer, $0) } }
            return true
        }
        let hit = withBuild(.panel, playground) { ui.hitTest(pointer.position, $0) }
        if pointer.phase == .down, tune.editing != nil, !(hit != nil && chrome.isInTuneContent(pointer.position, tab: panel.tab)) {
            tune.editing = nil  // a press anywhere else drops the number being typed, so keys work again
        }
        if pointer.phase == .move {
            // A move with no press held is a hover: the panel shows what is under it.
            hoverPoint = hit == nil ? nil : pointer.position
        }
        if let hit {
            if isPress { withBuild(.panel, playground) { ui.press(hit, with: pointer, $0) } }
            // Whatever else lands on the panel (other buttons, stray moves) is the panel's too.
            return true
        }
        if pointer.phase == .down, pointer.button == .secondary || pointer.button == .primary && selection.isPicking {
            // Inspecting: the scene never sees this press, so looking changes nothing.
            ui.capture("scene.inspect", at: pointer.position)
            // In the past, the box that was there then.
            if selection.pick(playground.boxShown(at: pointer.position)), selection.box != nil, panel.isVisible {
                if panel.tab != .tune { panel.tab = .inspector }  // tuning one box after another stays in Tune
                panel.isCollapsed = false
                tune.editing = nil
            }
            return true
        }
        if isPress { sceneHasPointer = true }
        observeScenePointer(pointer, playground: playground)
        return false
    }

    private func observeScenePointer(_ pointer: PointerEvent, playground: Playground) {
        pointerTrail.observe(pointer)
        if let box = playground.pressedBox {
            tune.paths.begin(box)  // the router hands this press to that box: the playground hit-tested it once
        }
        if pointer.phase == .cancel || pointer.phase == .up && pointer.button == .primary {
            sceneHasPointer = false
        }
    }

    // MARK: - Wheel

    /// The wheel over the panel is the panel's: the open tab scrolls, zooms or nudges a slider (see ``OverlayUI``).
    private func handleWheel(_ dy: Double, at position: Point, playground: Playground) -> Bool {
        guard panelContains(position, in: playground) else { return false }
        guard !panel.isCollapsed, dy.isFinite else { return true }
        withBuild(.panel, playground) { ui.wheel(dy, at: position, $0) }
        return true
    }

    // MARK: - The selected log line

    /// The selected log line as one line of text, for the clipboard.
    func selectedLogText(_ playground: Playground) -> String? {
        guard let sequence = log.selectedSequence, let line = log.line(withSequence: sequence) else { return nil }
        return LogDetails(line: line, entry: playground.scene.logger.entry(withSequence: sequence)).clipboardText
    }
}
