import Motion

// MARK: - Starting, applying and stopping parts

extension DragPerformer {
    /// Brings the active parts in line with the recognizer and the plans,
    /// then applies the transform.
    func refresh(_ index: Int, beginning: Bool) {
        let wanted = wantedParts(entries[index])
        if beginning || wanted != entries[index].active {
            change(index, to: wanted, beginning: beginning)
        }
        apply(index)
    }

    /// The parts that should drive the target now: those some plan holds,
    /// while a gesture is under way, pinch and rotate only with two fingers.
    private func wantedParts(_ entry: _GestureEntry) -> _GestureParts {
        let recognizer = entry.recognizer
        guard recognizer.isDragging else { return [] }
        var parts = entry.held.intersection(.drag)
        if recognizer.fingers.count == 2 {
            parts.formUnion(entry.held.intersection([.pinch, .rotate]))
        }
        return parts
    }

    /// Opens and ends tokens, halts what starting parts drive, springs the
    /// scale back when the pinch stops, and takes the reference again.
    func change(_ index: Int, to wanted: _GestureParts, beginning: Bool) {
        let old = entries[index].active
        let starting = wanted.subtracting(old), stopping = old.subtracting(wanted)
        for part in _GestureParts.each where starting.contains(part) {
            entries[index].tokens[_GestureEntry.slot(part)] = vendor?.activeStateWillStart(part.label)
        }
        // After the tokens: a halt that stops a motion cannot flip the runtime idle.
        if beginning && !wanted.isEmpty {
            emitter?.emitPlan(Halt())  // a grab stops any motion
        } else if !starting.isEmpty {
            emitter?.emitPlan(Halt(starting.properties))
        }
        if stopping.contains(.pinch) {
            // Fingers stopped the pinch: the recognizer has its release velocity. A removed plan: none.
            let released = entries[index].held.contains(.pinch)
            settleScale(index, velocity: released ? entries[index].recognizer.scaleVelocity : 0)
        }
        for part in _GestureParts.each where stopping.contains(part) {
            let slot = _GestureEntry.slot(part)
            let token = entries[index].tokens[slot]
            entries[index].tokens[slot] = nil
            token?.didEnd()
        }
        entries[index].active = wanted
        if wanted.isEmpty {
            if !old.isEmpty { report(.atRest(at: target.position)) }
        } else {
            rebase(index, fromTouchDown: beginning)
        }
    }

    /// Takes the target's state and the recognizer's transform as the
    /// reference: the transform then, or the identity at the first touch
    /// when the gesture begins, so its whole move since then applies.
    private func rebase(_ index: Int, fromTouchDown: Bool) {
        let recognizer = entries[index].recognizer
        var base = _GestureBase()
        base.position = target.position
        if let transformable {
            base.scale = transformable.scale
            base.rotation = transformable.rotation
        }
        base.rawScale = entries[index].band.unbanded(base.scale)
        base.bandedScale = entries[index].band.banded(base.rawScale)
        if fromTouchDown {
            // The target has not moved since the touch: apply the whole
            // transform, about the point of the touch that is now under the
            // centroid, so that point lands under it.
            let anchor = recognizer.untransformed(recognizer.location)
            base.anchor = anchor
            base.translation = recognizer.translation - (recognizer.location - anchor)
        } else {
            base.anchor = recognizer.location
            base.translation = recognizer.translation
            base.gestureScale = recognizer.scale
            base.gestureRotation = recognizer.rotation
        }
        entries[index].base = base
    }

    /// Sets the target from the reference and the transform since it, for the active parts.
    func apply(_ index: Int) {
        let entry = entries[index]
        guard !entry.active.isEmpty else { return }
        let recognizer = entry.recognizer, base = entry.base
        var ratio = 1.0, turn = 0.0
        if entry.active.contains(.pinch), let transformable {
            let banded = entry.band.banded(base.rawScale * (recognizer.scale / base.gestureScale))
            if base.bandedScale > 0 { ratio = banded / base.bandedScale }
            transformable.scale = base.scale * ratio
        }
        if entry.active.contains(.rotate), let transformable {
            turn = recognizer.rotation - base.gestureRotation
            transformable.rotation = base.rotation + turn
        }
        let isDragging = entry.active.contains(.drag)
        let moved = recognizer.translation - base.translation
        if entry.active == .drag {
            target.position = base.position + moved  // only a translation: exactly the fingers' move
        } else {
            // About the centroid: the anchor follows it while dragging, stays put otherwise.
            let pivot = isDragging ? base.anchor + moved : base.anchor
            target.position = pivot + _FingerTransform.rotated(base.position - base.anchor, by: turn) * ratio
        }
        report(
            MotionState(
                phase: .dragging, velocity: isDragging ? recognizer.velocity : .zero, projectedRestPosition: target.position
            ))
    }

    /// Beyond the scale range: a ``ScaleSpring`` back to the limit, starting
    /// with the shown scale's velocity for the fingers' `velocity`.
    private func settleScale(_ index: Int, velocity: Double) {
        let entry = entries[index]
        guard let transformable, let limit = entry.band.limit(outside: transformable.scale) else { return }
        let base = entry.base
        let raw = base.rawScale * (entry.recognizer.scale / base.gestureScale)
        let shownVelocity = entry.band.slope(at: raw) * base.rawScale * velocity / base.gestureScale
        emitter?.emitPlan(ScaleSpring(to: limit, initialVelocity: shownVelocity, parameters: entry.spring))
    }
}
