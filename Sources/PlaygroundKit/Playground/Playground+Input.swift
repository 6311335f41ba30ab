import Canvas
import Interactions
import TraceKit

// MARK: - Input: events, commands and requests

extension Playground {
    /// Handles one input event: layers first (top down), then the playground and its scene.
    /// Returns whether a layer took it (the scene never saw it).
    ///
    /// The event is first clamped into `InputBounds`, so no number from any
    /// source reaches layout, drawing or physics unchecked; an event inside the
    /// bounds (every event of a script that loaded) is handled exactly as given.
    ///
    /// - Parameters:
    ///   - event: The event, from a window or a script.
    ///   - recorded: Where a recording says the event went, if it says: the
    ///     layers still see it, but this, not their answer, decides whether the
    ///     scene does. `nil` lets the layers decide, as live.
    @discardableResult
    public func handle(_ event: InputEvent, takenByLayer recorded: Bool? = nil) -> Bool {
        handle(bounded: InputBounds.clamped(event), takenByLayer: recorded)
    }

    /// Handles an event already inside `InputBounds`: every source reaches
    /// here through one clamp (``handle(_:takenByLayer:)`` or the frame's
    /// recording), and the layers and the scene see the event as clamped.
    ///
    /// A press is hit-tested here, once, before any layer sees it: the answer
    /// is ``pressedBox`` while the layers handle the event, and the router
    /// gives the press to that box unless a layer takes it.
    func handle(bounded event: InputEvent, takenByLayer recorded: Bool?) -> Bool {
        let outer = (handling, pressedBox)
        handling = (outer.0.depth + 1, recorded != nil)
        pressedBox = boxPressed(by: event)
        defer { (handling, pressedBox) = outer }
        if case let .resize(width, height, scale) = event {
            // Every layer hears the size, and the scene follows it, whoever consumes input.
            if let scale, scale.isFinite, scale > 0 { pixelScale = scale }
            scene.resize(to: Size(width: Double(width), height: Double(height)))
        }
        let taken = layers.reversed().contains { $0.handle(event, playground: self) }
        guard !(recorded ?? taken) else { return true }
        switch event {
        case let .pointer(pointer):
            // The past is only looked at: a press there reaches no box (a gesture already held goes on).
            guard !(isInPast && pointer.phase == .down) else { break }
            if let pressedBox, throwReplay.isActive {
                throwReplay.cancel(pressedBox)  // a real press takes over from a throw being played back
            }
            if let box = router.route(event, pressing: pressedBox, in: scene) {
                throwHistory.observe(pointer, on: box, frame: frameNumber + 1)
            }
        case .finger:
            if let box = router.route(event, pressing: pressedBox, in: scene) {
                throwHistory.observeFinger(on: box)  // fingers make a gesture "throw again" cannot play back
            }
        case .focusLost:
            router.cancel()
        case let .key(press):
            if let command = keyBindings.command(for: press) {
                perform(command)
            } else if !isInPast {
                scene.performAction(for: press)
            }
        case .quit:
            router.cancel()
            request(.quit)
        case let .tune(change):
            scene.tune(change)
        case let .command(command):
            perform(command)
        case let .note(text):
            scene.log(text, badge: "NOTE")
        case .resize, .wheel, .text:
            break
        }
        return false
    }

    /// Does `command`, as its key would.
    ///
    /// A layer gives commands with ``send(_:)`` instead, so they are recorded.
    public func perform(_ command: PlaygroundCommand) {
        if command.leavesThePast { returnToPresent() }
        switch command {
        case .togglePause:
            isPaused.toggle()
        case .stepFrame:
            if isPaused { stepOnce() } else { isPaused = true }
        case let .setTimeScale(scale):
            timeScale = scale.isFinite ? max(0, scale) : 1
            isPaused = false
        case .saveFrame:
            request(.saveFrame)
        case .saveRecording:
            request(.saveRecording)
        case .saveTraceEvents:
            request(.saveTraceEvents)
        case let .makeGoldenTest(includingLayers):
            request(.makeGoldenTest(includingLayers: includingLayers))
        case let .makeMotionTest(allBoxes):
            request(.makeMotionTest(allBoxes: allBoxes))
        case .writeTuning:
            request(.writeTuning)
        case .quit:
            request(.quit)
        case let .throwAgain(box):
            throwAgain(box ?? throwHistory.lastThrownBox)
        case let .toggleTrace(name):
            toggleTrace(named: name)
        case .replayLastGesture:
            request(.replayLastGesture)
        case .scrub, .showFrame, .branch, .exportClip, .markClip:
            performTimeTravel(command)
        }
    }

    /// Gives `command` as input, from a layer's button or click, so that a
    /// recording holds it and a replay does the same with that layer or without it.
    ///
    /// Sent while the layer handles an event (a click), the command is done at
    /// once and recorded right after that event (``frameRecord``). While a
    /// recorded event is handled, the recording holds the command as its next
    /// event: that event is done now, when the layer sends it, as it was in
    /// the session recorded, and not again in its turn. So whatever the layer
    /// does after sending sees the same playground live and replayed (a path
    /// begun after "throw again" begins where the throw does). A command the
    /// recording does not hold next is left out. Sent at any other time (a
    /// layer's update), it is input for the next frame, recorded there.
    ///
    /// ```swift
    /// playground.send(.throwAgain(box: "Box#2"))
    /// ```
    public func send(_ command: PlaygroundCommand) {
        guard handling.depth > 0 else { return request(.input(.command(command))) }
        guard !handling.isRecorded else {
            guard !nextRecordedIsDone, let recorded = nextRecorded, recorded.event == .command(command) else { return }
            nextRecordedIsDone = true
            return handleAndRecord(recorded.event, takenByLayer: recorded.takenByLayer)
        }
        let outer = handling
        handling = (outer.depth + 1, false)
        defer { handling = outer }
        perform(command)
        frameRecord.append(RecordedEvent(event: .command(command), takenByLayer: false))
    }

    /// Plays `name`'s last throw again, or says in a notice why it cannot.
    private func throwAgain(_ name: String?) {
        guard let name, scene.box(named: name) != nil else {
            request(.notice(Notice("throw a box first: then a, or the Tune tab's button, throws it again")))
            return
        }
        if !throwAgain(name) {
            request(.notice(Notice("\(name) has no throw to play again yet: throw it first")))
        }
    }

    /// Stops the trace named `name` (asking for its report to be written), or starts it afresh.
    private func toggleTrace(named name: String) {
        guard let index = scene.traces.firstIndex(where: { $0.trace.name == name }) else {
            request(.notice(Notice("no trace named \"\(name)\" in this scene", isError: true)))
            return
        }
        let tracer = scene.traces[index]
        if tracer.isRunning {
            _ = tracer.stop()
            request(.writeTraceReport(index: index))
        } else {
            _ = tracer.start(canThrowAssertions: false)
        }
    }

    /// Whether a pointer move with no button held at `point` matters (a layer
    /// shows something on hover there): the host delivers, and so records,
    /// only those, at most one a frame, so hovering never bloats a recording.
    public func wantsHover(at point: Point) -> Bool {
        layers.contains { $0.wantsHover(at: point, playground: self) }
    }

    /// The box `event` presses if no layer takes it: the router's one hit test
    /// of a press (``PointerRouter/boxPressed(by:in:)``); none in the past,
    /// which is only looked at (a gesture already held goes on).
    package func boxPressed(by event: InputEvent) -> Box? {
        isInPast ? nil : router.boxPressed(by: event, in: scene)
    }

    /// Whether a layer covers `point` (scene points), so a press there is the layer's, not a box's.
    package func layerCovers(_ point: Point) -> Bool {
        layers.contains { $0.covers(point, playground: self) }
    }

    /// Whether typed text matters now (a layer is taking text): the host
    /// delivers `InputEvent.text(_:)` events only then.
    public var wantsText: Bool {
        layers.contains { $0.wantsText }
    }

    /// Asks the host to do something after this frame.
    public func request(_ request: PlaygroundRequest) {
        requests.append(request)
    }

    /// Returns and forgets the requests made since the last call, in order.
    public func takeRequests() -> [PlaygroundRequest] {
        defer { requests.removeAll(keepingCapacity: true) }
        return requests
    }
}
