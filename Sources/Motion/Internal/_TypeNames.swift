import MotionMath

/// Type names, made once per type and kept: `String(describing:)` of a type
/// demangles and allocates every time, and tracing names performer and plan
/// types on every event.
enum _TypeNames {
    private static let names = PosixMutex<[ObjectIdentifier: String]>([:])

    /// `SpringPerformer`: the type's name without its module.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}

extension RuntimeEvent {
    /// The name of a plan's type, without its module, made once per type: `Spring`.
    ///
    /// Generic, so a plan held as `any NamedPlan` is opened where it is, not re-boxed as an `any Plan`.
    package static func typeName(of plan: some Plan) -> String {
        _TypeNames.name(of: type(of: plan))
    }
}
