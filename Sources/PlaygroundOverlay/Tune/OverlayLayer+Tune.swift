import Interactions
import PlaygroundKit

// MARK: - The Tune tab's actions: tunings asked for, typed numbers, "throw again"

extension OverlayLayer {
    /// Plays the selected box's last throw again (the box last thrown again,
    /// or the last box thrown, when none is selected), starting its path anew
    /// so the previous one stays as a ghost. The throw is the playground's
    /// (`PlaygroundCommand/throwAgain(box:)`, sent as input so a replay
    /// without the overlay throws too), and it says so when there is none to play.
    func throwAgain(in playground: Playground) {
        let name = selection.box?.name ?? tune.lastThrownAgain ?? playground.throwHistory.lastThrownBox
        playground.send(.throwAgain(box: name))
        guard let name, let box = playground.scene.box(named: name), playground.throwHistory.lastThrow(of: name) != nil else { return }
        tune.paths.begin(box)
        tune.lastThrownAgain = name
    }

    /// Asks for `spring` and `friction` on `box`, if they make a valid tuning (a preset the other terms rule out is not sent).
    func requestTuning(_ spring: SpringParameters, friction: Friction, for box: Box) {
        let tuning = BoxTuning(spring: spring, friction: friction)
        guard TuneChange(target: box.name, tuning).problem == nil else { return }
        tune.request(tuning, for: box)
    }

    /// Asks for `control` set to `value` on `box`, if that changes its tuning and is possible.
    func setValue(_ value: Double, of control: TuneControl, on box: Box, playground: Playground) {
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
