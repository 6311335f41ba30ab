// MARK: - Fingers, pointers and cancelling

extension GestureRecognizer {
    /// Advances the gesture with one finger's event, or ignores the event and
    /// says why.
    ///
    /// Refused, leaving the recognizer as it was: a finger that is not down
    /// moving or lifting, a finger going down twice, a finger beyond
    /// ``maximumFingerCount``, a position that is not finite. A cancel event
    /// cancels the gesture, whichever finger it names (see ``cancel()``).
    @discardableResult
    public func handle(_ event: FingerEvent) -> Result<Void, FingerInputError> {
        let index = fingers.firstIndex { $0.id == event.id }
        guard event.phase == .cancel || event.position.x.isFinite && event.position.y.isFinite else {
            return .failure(.nonFinitePosition(event.id))
        }
        switch event.phase {
        case .down:
            guard index == nil else { return .failure(.fingerAlreadyDown(event.id)) }
            guard fingers.count < Self.maximumFingerCount else {
                return .failure(.tooManyFingers(event.id, limit: Self.maximumFingerCount))
            }
            timestamp = event.timestamp
            press(event.id, at: event.position, time: event.timestamp)
        case .move:
            guard let index else { return .failure(.unknownFinger(event.id)) }
            timestamp = event.timestamp
            move(index, to: event.position, time: event.timestamp)
        case .up:
            guard let index else { return .failure(.unknownFinger(event.id)) }
            timestamp = event.timestamp
            lift(index, at: event.position, time: event.timestamp)
        case .cancel:
            timestamp = event.timestamp
            cancel()
        }
        return .success(())
    }

    /// Advances the gesture with a pointer event: the pointer is the finger
    /// ``FingerEvent/pointerID``, pressed by ``button``.
    ///
    /// A down while the pointer is already down (its up was lost) first
    /// cancels the gesture under way (or forgets the press). Moves and ups
    /// with the pointer up, other buttons, and non-finite positions are ignored.
    public func handle(_ event: PointerEvent) {
        timestamp = event.timestamp
        let isDown = fingers.contains { $0.id == FingerEvent.pointerID }
        switch event.phase {
        case .down:
            guard event.button == button else { return }
            if isDown {
                if isDragging { cancel() } else { fingers.removeAll(keepingCapacity: true) }
            }
            handle(FingerEvent(.down, id: FingerEvent.pointerID, at: event.position, timestamp: event.timestamp))
        case .move:
            guard isDown else { return }
            handle(FingerEvent(.move, id: FingerEvent.pointerID, at: event.position, timestamp: event.timestamp))
        case .up:
            guard isDown, event.button == button else { return }
            handle(FingerEvent(.up, id: FingerEvent.pointerID, at: event.position, timestamp: event.timestamp))
        case .cancel:
            cancel()
        }
    }

    /// Cancels the gesture, as the host does when its window loses focus:
    /// one under way ends ``State-swift.enum/cancelled``, a press
    /// ``State-swift.enum/failed``; with no finger down, nothing happens.
    public func cancel() {
        guard isPointerDown else { return }
        let terminal: State = isDragging ? .cancelled : .failed
        fingers.removeAll(keepingCapacity: true)
        velocity = .zero
        scaleVelocity = 0
        rotationVelocity = 0
        transition(to: terminal)
    }

    // MARK: - Steps

    private func press(_ id: FingerEvent.ID, at position: Point, time: Double) {
        fingers.append(Finger(id: id, position: position, downPosition: position))
        guard fingers.count == 1 else {
            // Another finger: a new segment, nothing moves.
            rebaseTransform(measuring: true)
            record(at: time)
            if isDragging { transition(to: .changed) }
            return
        }
        transform.start(at: position)
        tracker.reset()
        transformTracker.reset()
        location = position
        pressLocation = position
        translation = .zero
        scale = 1
        rotation = 0
        velocity = .zero
        scaleVelocity = 0
        rotationVelocity = 0
        record(at: time)
        transition(to: .pressed)
    }

    private func move(_ index: Int, to position: Point, time: Double) {
        if fingers.count == 2 && transform.isMeasuring && position.distance(to: fingers[1 - index].position) < minimumSpan {
            // Too close to measure: a new segment from where they were, translating only.
            rebaseTransform(measuring: false)
        }
        fingers[index].position = position
        updateTransform()
        if fingers.count == 2 && !transform.isMeasuring && fingers[0].position.distance(to: fingers[1].position) >= minimumSpan {
            rebaseTransform(measuring: true)
        }
        record(at: time)
        if state == .pressed {
            // `!(… <= slop)` so that a NaN distance cannot stall the gesture silently.
            guard fingers.contains(where: { !($0.position.distance(to: $0.downPosition) <= slop) }) else { return }
            startLocation = location
            publishTransform()
            updateVelocities()
            transition(to: .began)
        } else if isDragging {
            updateVelocities()
            transition(to: .changed)
        }
    }

    private func lift(_ index: Int, at position: Point, time: Double) {
        // The pause rule is judged before the release's own sample joins.
        let paused = tracker.hasPaused(before: time)
        if position != fingers[index].position {
            fingers[index].position = position
            updateTransform()
            record(at: time)
            if isDragging && fingers.count > 1 { transition(to: .changed) }
        }
        if isDragging {
            // Release velocities: of the whole gesture, or of the pinch that ends here.
            let transformVelocity = paused ? .zero : transformTracker.velocity()
            scaleVelocity = transformVelocity.x
            rotationVelocity = transformVelocity.y
        }
        fingers.remove(at: index)
        guard fingers.isEmpty else {
            rebaseTransform(measuring: false)
            if isDragging { transition(to: .changed) }
            return
        }
        if isDragging {
            velocity = paused ? .zero : releaseVelocity(tracker.velocity())
            transition(to: .ended)
        } else {
            transition(to: .failed)
        }
    }

    // MARK: - Helpers

    private func rebaseTransform(measuring: Bool) {
        let second = fingers.count == 2 ? fingers[1].position : nil
        let isFarEnough = second.map { $0.distance(to: fingers[0].position) >= minimumSpan } ?? false
        transform.rebase(fingers[0].position, second, measuring: measuring && isFarEnough)
        location = transform.centroid
    }

    private func updateTransform() {
        transform.update(fingers[0].position, fingers.count == 2 ? fingers[1].position : nil)
        location = transform.centroid
        // While pressed it stays the identity for observers: a click is not a drag.
        if isDragging { publishTransform() }
    }

    private func publishTransform() {
        translation = transform.translatedOrigin - pressLocation
        scale = transform.scale
        rotation = transform.rotation
    }

    private func record(at time: Double) {
        if fingers.count == 2 {
            // Both fingers' events for one instant arrive one at a time: the last one describes it.
            tracker.addOrReplacePosition(transform.translatedOrigin, at: time)
            transformTracker.addOrReplacePosition(Point(x: transform.scale, y: transform.rotation), at: time)
        } else {
            tracker.addPosition(transform.translatedOrigin, at: time)
            transformTracker.addPosition(Point(x: transform.scale, y: transform.rotation), at: time)
        }
    }

    private func updateVelocities() {
        velocity = clampedToMaximum(tracker.velocity())
        let transformVelocity = transformTracker.velocity()
        scaleVelocity = transformVelocity.x
        rotationVelocity = transformVelocity.y
    }

    private func clampedToMaximum(_ velocity: Point) -> Point {
        let speed = velocity.length
        guard speed.isFinite else { return .zero }
        return speed > maximumFlingSpeed ? velocity * (maximumFlingSpeed / speed) : velocity
    }

    private func releaseVelocity(_ velocity: Point) -> Point {
        let speed = velocity.length
        guard speed >= minimumFlingSpeed, speed.isFinite else { return .zero }
        return clampedToMaximum(velocity)
    }
}
