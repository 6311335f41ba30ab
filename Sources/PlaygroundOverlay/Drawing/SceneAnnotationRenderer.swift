import Canvas
import Interactions
import MotionMath
import PlaygroundKit
import PlaygroundUI

/// Draws the overlay's marks on the scene itself, under the panel: outlines
/// around targets whose performers hold open tokens, the selected box's
/// brackets, velocity arrow and rest ghost, and the last drag's pointer samples.
///
/// Outlines come from the inspector (tracing events), the arrow and ghost
/// from the box's `MotionState`; nothing is read from a performer.
struct SceneAnnotationRenderer {
    let overlay: OverlayLayer
    let playground: Playground
    let painter: Painter

    /// How far ahead the velocity arrow reaches: where the box would be in this long at its current velocity.
    static let arrowLookahead = 0.15
    /// The longest velocity arrow, in points.
    static let maximumArrowLength = 320.0

    /// Draws the marks, then puts back any box name they crossed, as the scene drew it (a
    /// path or ghost over a box's middle never makes `Box#1` read `Bo:#1`), then what the
    /// hands are doing (the fingers and their centroid) and the pick banner, over everything.
    func draw(into framebuffer: inout Framebuffer) {
        let labels = KeptLabels(of: playground.boxesShown, renderer: playground.renderer, scale: painter.scale, in: framebuffer)
        drawMarks(into: &framebuffer)
        labels.restore(into: &framebuffer)
        if !playground.isInPast {
            drawFingers(into: &framebuffer)
        }
        if overlay.selection.isPicking {
            drawPickBanner(into: &framebuffer)
        }
    }

    /// The marks a name stays legible over: paths, outlines, the selection's ghost, brackets and arrow, the pointer's trail.
    private func drawMarks(into framebuffer: inout Framebuffer) {
        if let history = playground.history, let index = playground.pastIndex {
            drawPast(index, of: history, into: &framebuffer)
            return
        }
        drawThrowPaths(into: &framebuffer)
        let scene = playground.scene
        drawTokenOutlines(
            boxes: scene.boxes, openTokenCount: scene.runtime.activeTokenCount,
            tokens: { playground.scene.ledger.target(named: $0)?.openTokens ?? [] }, into: &framebuffer)
        if let box = overlay.selection.box {
            drawRestGhost(of: box, into: &framebuffer)
            drawBrackets(around: box, into: &framebuffer)
            drawVelocity(of: box, into: &framebuffer)
        }
        if overlay.showsPointerSamples {
            drawPointerTrail(into: &framebuffer)
        }
    }

    /// Pick mode says so at the top of the scene, with the way out.
    private func drawPickBanner(into framebuffer: inout Framebuffer) {
        let text = "PICK  click a box to inspect it · Esc cancels"
        let width = painter.width(of: text) + 16
        let sceneWidth = playground.scene.size.width
        let rect = Rect(x: ((sceneWidth - width) / 2).rounded(), y: 8, width: width, height: painter.line + 6)
        painter.fill(&framebuffer, rect, Palette.accent, radius: 4)
        painter.text(&framebuffer, text, at: Point(x: rect.minX + 8, y: rect.minY + 3), Palette.badgeText)
    }

    // MARK: - Open tokens

    /// The most boxes outlined in one frame (a stress scene holds thousands of tokens): as many as
    /// get detailed outlines. Past that, outlines are noise over thousands of boxes, and each costs
    /// about 12,000 instructions (200 of them were a tenth of a stress frame).
    static let maximumOutlinedBoxes = 64
    /// Above this many open tokens, outlines are square and untagged: rounded corners cost a
    /// distance field per pixel, and thousands of tags would hide the scene.
    static let detailedOutlineLimit = 64

    /// A past frame's marks: its boxes' tokens then, and the selected box as it was (the stage has it loaded).
    private func drawPast(_ index: Int, of history: SessionHistory, into framebuffer: inout Framebuffer) {
        let tokens = history.openTokens(at: index)
        let byTarget = Dictionary(grouping: tokens, by: \.target).mapValues { list in
            list.map { RuntimeLedger.OpenToken(id: $0.id, label: $0.label, performerName: $0.performer, startTime: $0.startTime) }
        }
        drawTokenOutlines(boxes: playground.boxesShown, openTokenCount: tokens.count, tokens: { byTarget[$0] ?? [] }, into: &framebuffer)
        if let name = overlay.selection.box?.name, let box = playground.boxShown(named: name) {
            drawRestGhost(of: box, into: &framebuffer)
            drawBrackets(around: box, into: &framebuffer)
            drawVelocity(of: box, into: &framebuffer)
        }
    }

    /// One outline per performer holding a token on the box, nested outward, with the tokens' labels above.
    private func drawTokenOutlines(
        boxes: [Box], openTokenCount openTokens: Int, tokens: (String) -> [RuntimeLedger.OpenToken], into framebuffer: inout Framebuffer
    ) {
        guard openTokens > 0 else { return }
        let detailed = openTokens <= Self.detailedOutlineLimit
        var outlined = 0
        for box in boxes where outlined < Self.maximumOutlinedBoxes {
            let openTokens = tokens(box.name)
            guard !openTokens.isEmpty else { continue }
            outlined += 1
            // Outlines follow the box as drawn: scaled and turned.
            let frame = box.displayedFrame
            let bounds = box.bounds
            var ring = 0
            var tagX = bounds.minX
            for (index, token) in openTokens.enumerated() {
                let color = Palette.color(ofPerformer: token.performerName)
                // A performer with several tokens gets one outline.
                let isFirstOfPerformer = !openTokens[..<index].contains { $0.performerName == token.performerName }
                if isFirstOfPerformer {
                    let inset = -3 - 3 * Double(ring)
                    ring += 1
                    let outline = Rect(
                        x: frame.minX + inset, y: frame.minY + inset,
                        width: frame.size.width - 2 * inset, height: frame.size.height - 2 * inset)
                    painter.stroke(
                        &framebuffer, outline, color, width: 2, radius: detailed ? box.cornerRadius * box.scale - inset : 0,
                        rotation: box.rotation)
                }
                if detailed, let label = token.label {
                    let width = painter.width(of: label) + 8
                    let tag = Rect(x: tagX, y: bounds.minY - 6 - 3 * Double(openTokens.count) - painter.line, width: width, height: painter.line)
                    painter.pill(&framebuffer, tag, label, background: color, foreground: Palette.badgeText)
                    tagX += width + 3
                }
            }
        }
    }

    // MARK: - Fingers

    /// While fingers hold a box (a touch screen's, or the two the mouse emulates), each finger as a
    /// ring, the line between two, and their centroid, about which the box pinches and turns.
    private func drawFingers(into framebuffer: inout Framebuffer) {
        guard let recognizer = playground.router.capturedBox?.recognizer else { return }
        let fingers = recognizer.fingers.filter { $0.id != FingerEvent.pointerID }
        guard !fingers.isEmpty else { return }
        if fingers.count == 2 {
            painter.line(&framebuffer, from: fingers[0].position, to: fingers[1].position, Palette.fingerLine, width: 1.5)
        }
        for finger in fingers {
            painter.dot(&framebuffer, at: finger.position, radius: 15, Palette.fingerFill)
            painter.ring(&framebuffer, at: finger.position, radius: 15, Palette.finger, width: 2)
        }
        guard fingers.count == 2 else { return }
        let centroid = recognizer.location
        painter.line(&framebuffer, from: centroid - Point(x: 7, y: 0), to: centroid + Point(x: 7, y: 0), Palette.finger, width: 2)
        painter.line(&framebuffer, from: centroid - Point(x: 0, y: 7), to: centroid + Point(x: 0, y: 7), Palette.finger, width: 2)
    }

    // MARK: - Selection

    /// Corner brackets, so the selection reads differently from token outlines; they turn with the box.
    private func drawBrackets(around box: Box, into framebuffer: inout Framebuffer) {
        let size = box.displayedFrame.size
        let gap = 5.0, arm = min(14, min(size.width, size.height) / 3)
        let (sin, cos) = MotionMath.sinCos(box.rotation.isFinite ? box.rotation : 0)
        func turned(_ x: Double, _ y: Double) -> Point { Point(x: cos * x - sin * y, y: sin * x + cos * y) }
        let color = Palette.selection
        for sx in [-1.0, 1.0] {
            for sy in [-1.0, 1.0] {
                let corner = box.position + turned(sx * (size.width / 2 + gap), sy * (size.height / 2 + gap))
                painter.line(&framebuffer, from: corner, to: corner + turned(-sx * arm, 0), color, width: 2)
                painter.line(&framebuffer, from: corner, to: corner + turned(0, -sy * arm), color, width: 2)
            }
        }
    }

    private func drawVelocity(of box: Box, into framebuffer: inout Framebuffer) {
        let velocity = box.motion.velocity
        let speed = velocity.length
        guard speed >= 1 else { return }
        let length = min(speed * Self.arrowLookahead, Self.maximumArrowLength)
        let tip = box.position + velocity / speed * length
        painter.arrow(&framebuffer, from: box.position, to: tip, Palette.velocity, width: 2.5, head: 11)
        let text = overlay.ui.texts.text("scene.speed", for: Self.wholeSpeed(speed)) { "\($0) px/s" }
        label(text, near: tip, direction: velocity / speed, color: Palette.velocity, into: &framebuffer)
    }

    private func drawRestGhost(of box: Box, into framebuffer: inout Framebuffer) {
        let motion = box.motion
        guard motion.isMoving, let rest = motion.projectedRestPosition, rest.distance(to: box.position) >= 1 else { return }
        let size = box.displayedFrame.size
        let ghost = Rect(x: rest.x - size.width / 2, y: rest.y - size.height / 2, width: size.width, height: size.height)
        let radius = box.cornerRadius * box.scale
        painter.line(&framebuffer, from: box.position, to: rest, Palette.ghostPath, width: 1)
        painter.fill(&framebuffer, ghost, Palette.ghostFill, radius: radius, rotation: box.rotation)
        painter.stroke(&framebuffer, ghost, Palette.ghostStroke, width: 1.5, radius: radius, rotation: box.rotation)
        painter.dot(&framebuffer, at: rest, radius: 3, Palette.ghostStroke)
        let below = box.bounds.size.height / 2
        painter.text(&framebuffer, "rest", at: Point(x: rest.x - size.width / 2 + 4, y: rest.y + below + 3), Palette.ghostStroke)
    }

    // MARK: - Pointer samples

    /// The samples as dots on a line (bright where they count for the fit), and the fitted velocity as an arrow.
    private func drawPointerTrail(into framebuffer: inout Framebuffer) {
        let trail = overlay.pointerTrail
        guard trail.count > 0 else { return }
        let scale = painter.scale
        framebuffer.drawPolyline(
            (0..<trail.count).lazy.map { (x: trail[$0].position.x * scale, y: trail[$0].position.y * scale) },
            width: 1.5 * scale, color: Palette.trail
        )
        for index in 0..<trail.count {
            let inFit = trail.isInFit(index)
            painter.dot(&framebuffer, at: trail[index].position, radius: inFit ? 3.5 : 2.5, inFit ? Palette.trailFit : Palette.trailOld)
        }
        let last = trail[trail.count - 1].position
        let velocity = trail.velocity
        let speed = velocity.length
        let released = trail.releaseVelocity != nil
        let text = overlay.ui.texts.text("scene.trailSpeed", for: TrailKey(speed: Self.wholeSpeed(speed), isReleased: released)) {
            ($0.isReleased ? "release " : "fit ") + "\($0.speed) px/s" + ($0.isReleased && $0.speed == 0 ? " (paused ≥ 40 ms)" : "")
        }
        guard speed >= 1 else {
            label(text, near: last, direction: Point(x: 0, y: 1), color: Palette.trailFit, into: &framebuffer)
            return
        }
        let tip = last + velocity / speed * min(speed * Self.arrowLookahead, Self.maximumArrowLength)
        painter.arrow(&framebuffer, from: last, to: tip, Palette.trailFit, width: 2, head: 9)
        label(text, near: tip, direction: velocity / speed, color: Palette.trailFit, into: &framebuffer)
    }

    /// A speed in whole px/s for a label: an infinite one shows as the bound, NaN as 0.
    static func wholeSpeed(_ speed: Double) -> Int {
        CheckedInt.from(speed, rounding: .toNearestOrAwayFromZero) ?? (speed.isNaN ? 0 : CheckedInt.limit)
    }

    /// A small label beyond `point` along `direction`, on a dark backing so it reads over boxes.
    private func label(_ text: String, near point: Point, direction: Point, color: Color, into framebuffer: inout Framebuffer) {
        let width = painter.width(of: text) + 8
        let height = painter.line + 2
        let anchor = point + direction * 12
        let size = playground.scene.size
        // Beyond the point along the direction, but never off the window.
        let x = min(max(2, direction.x >= 0 ? anchor.x : anchor.x - width), size.width - width - 2)
        let y = min(max(2, direction.y >= 0 ? anchor.y : anchor.y - height), size.height - height - 2)
        let rect = Rect(x: x.rounded(), y: y.rounded(), width: width, height: height)
        painter.pill(&framebuffer, rect, text, background: Palette.labelBackground, foreground: color)
    }
}

/// What the pointer trail's label shows.
private struct TrailKey: Equatable {
    var speed: Int
    var isReleased: Bool
}
