import Motion

extension Plan {
    /// This plan as a `Wanted`, when that is its type: a comparison of two type pointers and a
    /// copy, where `as?` from `any Plan` ran Swift's whole dynamic cast (about 340 instructions)
    /// for every type it tried. A performer that tells four plan types apart tried up to four of
    /// them per plan, a thousand instructions per box when the stress scene throws every box.
    ///
    /// Called on an `any Plan`, `Self` is the plan's own type (the existential is opened).
    @inline(__always)
    func exactly<Wanted: Plan>(_ wanted: Wanted.Type) -> Wanted? {
        guard Self.self == Wanted.self else { return nil }
        return unsafeBitCast(self, to: Wanted.self)  // the same type: the bits are the value
    }
}
