import Motion

// MARK: - The scale and the rotation

/// ``ScaleSpring`` and ``RotationSpring``: one spring each, beside the
/// position's motion, on a ``Transformable`` target.
///
/// Each follows the position's contract with its own token (`scale`,
/// `rotation`): it starts from the property's current value, continuing the
/// velocity of the spring it replaces when the plan gives none; it comes to
/// rest within ``RestThreshold/scale`` or ``RestThreshold/rotation``, snaps
/// to its destination and ends its token; removing its name or a ``Halt`` of
/// its property stops it where it is drawn. A spring replacing another keeps
/// its token, so the runtime never looks idle between them.
extension AnimationPerformer {
    /// The properties ``ScaleSpring`` and ``RotationSpring`` move.
    enum TransformProperty {
        case scale, rotation

        var label: String { self == .scale ? "scale" : "rotation" }
        var threshold: RestThreshold { self == .scale ? .scale : .rotation }
    }

    func startTransform(_ property: TransformProperty, to destination: Double, velocity: Double?, parameters: SpringParameters, named name: String?) {
        guard let target = target as? any Transformable else {
            preconditionFailure("AnimationPerformer: \(property == .scale ? "ScaleSpring" : "RotationSpring") needs a Transformable target, and \(type(of: self.target)) is not.")
        }
        let previous = spring(property)
        let startVelocity = velocity ?? previous?.sample.velocity ?? velocityAtStop(property) ?? 0
        let from = property == .scale ? target.scale : target.rotation
        var spring = _ScalarSpring(from: from, velocity: startVelocity, to: destination, parameters: parameters, threshold: property.threshold)
        spring.name = name
        setVelocityAtStop(property, nil)
        if spring.isAtRest(spring.sample) {
            set(property, spring.destination, on: target)
            setSpring(property, nil)
            previous?.token?.didEnd()
            return
        }
        spring.token = previous?.token ?? vendor?.activeStateWillStart(property.label)
        setSpring(property, spring)
    }

    /// Advances the scale's and the rotation's springs; whether either still moves.
    func updateTransform(_ milliseconds: Double) -> Bool {
        // The first frame after a stop: a plan can no longer be its replacement.
        if scaleSpring == nil { scaleVelocityAtStop = nil }
        if rotationSpring == nil { rotationVelocityAtStop = nil }
        if let target = target as? any Transformable {
            advance(.scale, by: milliseconds, on: target)
            advance(.rotation, by: milliseconds, on: target)
        }
        updateTransformWork()
        return scaleSpring != nil || rotationSpring != nil
    }

    /// Stops the scale's and the rotation's springs among `properties` where they are drawn.
    func haltTransform(_ properties: AnimatedProperties) {
        if properties.contains(.scale) { stop(.scale, keepingVelocity: false) }
        if properties.contains(.rotation) { stop(.rotation, keepingVelocity: false) }
    }

    /// Stops the spring `name` started, keeping its velocity for a replacement in the same call.
    func removeTransformPlan(named name: String) {
        if scaleSpring?.name == name { stop(.scale, keepingVelocity: true) }
        if rotationSpring?.name == name { stop(.rotation, keepingVelocity: true) }
    }

    // MARK: - Helpers

    private func advance(_ property: TransformProperty, by milliseconds: Double, on target: any Transformable) {
        guard var spring = spring(property) else { return }
        spring.advance(milliseconds: milliseconds)
        let sample = spring.sample
        if spring.isAtRest(sample) {
            set(property, spring.destination, on: target)
            setSpring(property, nil)
            spring.token?.didEnd()
        } else {
            set(property, sample.value, on: target)
            setSpring(property, spring)
        }
    }

    private func stop(_ property: TransformProperty, keepingVelocity: Bool) {
        guard let spring = spring(property) else {
            if !keepingVelocity { setVelocityAtStop(property, nil) }
            return
        }
        setSpring(property, nil)
        setVelocityAtStop(property, keepingVelocity ? spring.sample.velocity : nil)
        spring.token?.didEnd()
    }

    private func spring(_ property: TransformProperty) -> _ScalarSpring? {
        property == .scale ? scaleSpring : rotationSpring
    }

    private func setSpring(_ property: TransformProperty, _ spring: _ScalarSpring?) {
        if property == .scale { scaleSpring = spring } else { rotationSpring = spring }
        updateTransformWork()
    }

    private func updateTransformWork() {
        hasTransformWork = scaleSpring != nil || rotationSpring != nil || scaleVelocityAtStop != nil || rotationVelocityAtStop != nil
    }

    private func velocityAtStop(_ property: TransformProperty) -> Double? {
        property == .scale ? scaleVelocityAtStop : rotationVelocityAtStop
    }

    private func setVelocityAtStop(_ property: TransformProperty, _ velocity: Double?) {
        if property == .scale { scaleVelocityAtStop = velocity } else { rotationVelocityAtStop = velocity }
        updateTransformWork()
    }

    private func set(_ property: TransformProperty, _ value: Double, on target: any Transformable) {
        if property == .scale { target.scale = value } else { target.rotation = value }
    }
}
