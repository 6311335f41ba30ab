import Interactions
import PlaygroundKit

// MARK: - The Tune tab's input: sliders, typed numbers, presets, buttons and "throw again"

extension OverlayLayer {
    /// The Tune tab's layout in `layout`'s content area.
    func tuneLayout(_ layout: OverlayLayout) -> TuneLayout {
        TuneLayout(content: layout.content, em: layout.em, line: layout.line, parameterisation: tune.parameterisation)
    }

    /// Plays the selected box's last throw again (the box last thrown again,
    /// or the last box thrown, when none is selected), starting its path anew
    /// so the previous one stays as a ghost. The throw is the playground's
    /// (``PlaygroundCommand/throwAgain(box:)``, sent as input so a replay
    /// without the overlay throws too), and it says so when there is none to play.
    func throwAgain(in playground: Playground) {
        let name = selection.box?.name ?? tune.lastThrownAgain ?? playground.throwHistory.lastThrownBox
        playground.send(.throwAgain(box: name))
        guard let name, let box = playground.scene.box(named: name), playground.throwHistory.lastThrow(of: name) != nil else { return }
        tune.paths.begin(box)
        tune.lastThrownAgain = name
    }

    /// A primary press in the Tune tab.
    func pressTune(at point: Point, layout: OverlayLayout, playground: Playground) {
        let tuneLayout = tuneLayout(layout)
        let hit = tuneLayout.hit(point)
        if case .parameterisation(let terms) = hit {
            tune.parameterisation = terms
            tune.editing = nil
            return
        }
        switch hit {
        case .throwAgain: return throwAgain(in: playground)
        case .writeTuning: return playground.send(.writeTuning)
        default: break
        }
        guard let box = selection.box else { return }
        let current = playground.scene.tuning.current(of: box.name)
        tune.editing = nil
        tune.refusal = nil
        switch hit {
        case let .track(control):
            tune.dragging = control
            interaction = .tuneSlider(control)
            dragSlider(control, to: point, layout: layout, playground: playground)
        case let .field(control):
            tune.editing = TuneTab.Editing(control: control, text: "")
        case let .stiffnessPreset(preset):
            let spring = current.spring
            request(SpringParameters(androidStiffness: preset.rawValue, dampingRatio: spring.dampingRatio, mass: spring.mass), friction: current.friction, for: box)
        case let .ratioPreset(preset):
            let spring = current.spring
            request(SpringParameters(androidStiffness: spring.androidStiffness, dampingRatio: preset.rawValue, mass: spring.mass), friction: current.friction, for: box)
        case let .frictionPreset(preset):
            request(current.spring, friction: preset.friction, for: box)
        case .reset:
            tune.request(playground.scene.tuning.original[box.name] ?? current, for: box)
        case .parameterisation, .throwAgain, .writeTuning, .none:
            break
        }
    }

    private func request(_ spring: SpringParameters, friction: Friction, for box: Box) {
        let tuning = BoxTuning(spring: spring, friction: friction)
        guard TuneChange(target: box.name, tuning).problem == nil else { return }
        tune.request(tuning, for: box)
    }

    /// Moves `control`'s slider to under `point`.
    func dragSlider(_ control: TuneControl, to point: Point, layout: OverlayLayout, playground: Playground) {
        let tuneLayout = tuneLayout(layout)
        guard let box = selection.box, let index = tuneLayout.rowIndex(of: control) else { return }
        let track = tuneLayout.track(index)
        let value = control.value(atFraction: (point.x - track.minX) / max(1, track.size.width))
        setValue(value, of: control, on: box, playground: playground)
    }

    /// The wheel over the Tune tab: a slider under it moves by 2 % of its length a notch.
    func wheelTune(_ dy: Double, at point: Point, layout: OverlayLayout, playground: Playground) {
        guard let box = selection.box, case let .track(control) = tuneLayout(layout).hit(point) else { return }
        let current = playground.scene.tuning.current(of: box.name)
        guard let value = control.value(of: current) else { return }
        let notches = min(max(dy, -50), 50)
        setValue(control.value(atFraction: control.fraction(of: value) + notches * 0.02), of: control, on: box, playground: playground)
    }

    private func setValue(_ value: Double, of control: TuneControl, on box: Box, playground: Playground) {
        let current = playground.scene.tuning.current(of: box.name)
        if let tuning = control.setting(value, in: current), tuning != current {
            tune.request(tuning, for: box)
        }
    }

    // MARK: - Typing a number

    /// Keys while a number is typed: Enter sends it, Esc drops it, Backspace
    /// deletes; every other key is the text event's (nothing runs a command).
    func handleTuneKey(_ press: KeyPress, playground: Playground) -> Bool {
        guard let editing = tune.editing else { return false }
        switch press {
        case KeyPress("escape"):
            tune.editing = nil
        case KeyPress("return"), KeyPress("keypad enter"), KeyPress("tab"):
            tune.editing = nil
            commit(editing, playground: playground)
        case KeyPress("backspace"):
            tune.editing?.text = String(editing.text.dropLast())
        default:
            break
        }
        return true
    }

    /// Typed text: digits, a point, a sign and an exponent, 16 characters at most.
    func typeTuneText(_ text: String) {
        guard var editing = tune.editing else { return }
        for character in text where "0123456789.-+eE".contains(character) && editing.text.count < 16 {
            editing.text.append(character)
        }
        tune.editing = editing
    }

    private func commit(_ editing: TuneTab.Editing, playground: Playground) {
        guard !editing.text.isEmpty, let box = selection.box else { return }
        let current = playground.scene.tuning.current(of: box.name)
        guard let value = Double(editing.text), let tuning = editing.control.setting(value, in: current) else {
            tune.refusal = "\(editing.text) is not a possible \(editing.control.label)"
            return
        }
        tune.request(tuning, for: box)
    }

    // MARK: - Each frame

    /// Sends the frame's change as a `tune` input for the next frame, and follows the throws' paths.
    func updateTune(playground: Playground) {
        if let change = tune.takePendingChange() {
            playground.request(.input(.tune(change)))
        }
        tune.paths.record(in: playground.scene) { playground.isThrowingAgain($0) }
    }
}
