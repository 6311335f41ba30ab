/// Why a ``GestureRecognizer`` ignored a ``FingerEvent``: input no real
/// sequence of touches produces, reported so that a script decoder can
/// reject it while a live session carries on safely.
///
/// The recognizer is left exactly as it was before the event.
///
/// ```swift
/// enum ScriptError: Error { case badFinger(line: Int, FingerInputError) }   // a decoder's own error type
///
/// if case let .failure(error) = recognizer.handle(event) {
///     throw ScriptError.badFinger(line: 12, error)
/// }
/// try recognizer.handle(event).get()                   // or simply
/// ```
public enum FingerInputError: Error, Sendable, Hashable {
    /// A finger that is not down moved or lifted.
    case unknownFinger(FingerEvent.ID)
    /// A finger went down while it was already down (its lift was lost).
    case fingerAlreadyDown(FingerEvent.ID)
    /// A finger went down while the recognizer already follows as many as
    /// it can (``GestureRecognizer/maximumFingerCount``).
    case tooManyFingers(FingerEvent.ID, limit: Int)
    /// A finger's position was not finite (NaN or infinite).
    case nonFinitePosition(FingerEvent.ID)
}

extension FingerInputError: CustomStringConvertible {
    /// A sentence naming the finger, such as `finger 3 went down while 2 fingers were already down (at most 2)`.
    public var description: String {
        switch self {
        case let .unknownFinger(id): "finger \(id) moved or lifted without being down"
        case let .fingerAlreadyDown(id): "finger \(id) went down while already down"
        case let .tooManyFingers(id, limit): "finger \(id) went down while \(limit) fingers were already down (at most \(limit))"
        case let .nonFinitePosition(id): "finger \(id) has a position that is not finite"
        }
    }
}
