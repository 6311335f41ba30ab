import Interactions

/// Follows a script's finger events in order and refuses a stream no hand
/// could make, with one line naming the event: a finger that moves or lifts
/// without being down, a finger that goes down twice, a third finger.
///
/// Live input is never refused (a device can misbehave; the gesture
/// recognizer ignores such events safely); a script is a document, so a bad
/// one is an error before anything runs.
struct FingerStreamCheck {
    private var down: [FingerEvent.ID] = []

    mutating func check(_ event: ScriptEvent, number: Int) throws(PlaygroundError) {
        guard case let .finger(finger) = event.event else {
            if event.event == .focusLost || event.event == .quit { down.removeAll() }
            return
        }
        let location = "event \(number) (frame \(event.frame))"
        switch finger.phase {
        case .down:
            guard !down.contains(finger.id) else { throw .script("\(location): finger \(finger.id) goes down twice") }
            guard down.count < GestureRecognizer.maximumFingerCount else {
                throw .script("\(location): a third finger (\(finger.id)) goes down; the playground follows two")
            }
            down.append(finger.id)
        case .move, .up:
            guard down.contains(finger.id) else {
                throw .script("\(location): finger \(finger.id) \(finger.phase == .move ? "moves" : "lifts") but is not down")
            }
            if finger.phase == .up { down.removeAll { $0 == finger.id } }
        case .cancel:
            down.removeAll()
        }
    }
}
