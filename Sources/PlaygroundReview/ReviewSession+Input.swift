import Canvas
import Interactions
import PlaygroundKit

// MARK: - Input: keys, the wheel, dragging to pan or to move the onion-skin slider

extension ReviewSession {
    /// What a key does in the review, for the footer and the README.
    package static let keyHelp = "n/p next/previous · a accept · f flicker · o onion skin [ ] · +/- zoom, 0 fit · drag or arrows pan · , . step the clip, m play · q quit"

    /// Handles one input event; returns whether the review should end.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        // Bounded as the playground's input is: no number from any source reaches layout unchecked.
        switch InputBounds.clamped(event) {
        case let .key(press):
            return handleKey(press.key)
        case let .wheel(_, dy, position):
            view.pointer = position
            if dy != 0 { zoom(in: dy > 0, around: position) }
        case let .pointer(pointer):
            handlePointer(pointer)
        case let .resize(width, height, scale):
            resize(to: Viewport(width: width, height: height, scale: scale ?? viewport.scale))
        case .focusLost:
            drag = nil
            view.pointer = nil
        case .quit:
            return true
        case .command, .note:
            break
        case .text, .finger, .tune:
            break
        }
        return false
    }

    private func handleKey(_ key: String) -> Bool {
        switch key {
        case "n": move(forward: true)
        case "p": move(forward: false)
        case "a": accept()
        case "f": view.mode = view.mode == .flicker ? .sideBySide : .flicker; view.flickerRuns = true; view.ticks = 0
        case "o": view.mode = view.mode == .onionSkin ? .sideBySide : .onionSkin
        case "space":
            if view.mode == .flicker { view.flickerShowsActual.toggle(); view.flickerRuns = false }
        case "[", "]":
            view.mode = .onionSkin
            view.onion = min(1, max(0, ((view.onion + (key == "]" ? 0.1 : -0.1)) * 10).rounded() / 10))
        case "=", "+", "keypad +": zoom(in: true, around: view.pointer)
        case "-", "keypad -": zoom(in: false, around: view.pointer)
        case "0": view.resetPosition()
        case ",", ".": stepClip(forward: key == ".")
        case "m": view.clipPlays.toggle(); view.clipElapsed = 0
        case "left", "right", "up", "down": pan(key)
        case "q", "escape": return true
        default: break
        }
        return false
    }

    /// Advances the flicker and a playing clip by one window frame (1/60 s); returns whether the picture changed.
    public func tick() -> Bool {
        var changed = false
        if view.mode == .flicker, view.flickerRuns {
            view.ticks += 1
            if view.ticks % ReviewView.flickerTicks == 0 {
                view.flickerShowsActual.toggle()
                changed = true
            }
        }
        if view.clipPlays, let clip = current.clip, clip.frameCount > 1 {
            view.clipElapsed += 1.0 / 60
            var frame = view.clipFrame ?? 0
            // A frame shows for its delay (at least one tick), and the clip loops, as a browser plays it.
            while view.clipElapsed + 1e-9 >= max(clip.delays[frame], 1.0 / 60) {
                view.clipElapsed -= max(clip.delays[frame], 1.0 / 60)
                frame = (frame + 1) % clip.frameCount
                changed = true
            }
            view.clipFrame = frame
        }
        return changed
    }

    /// Whether the window must keep drawing frames (a running flicker, a playing clip) rather than wait for input.
    public var needsFrames: Bool {
        (view.mode == .flicker && view.flickerRuns) || (view.clipPlays && (current.clip?.frameCount ?? 0) > 1)
    }

    /// Shows the clip's next or previous frame, wrapping around, and stops it playing.
    package func stepClip(forward: Bool) {
        guard let count = current.clip?.frameCount, count > 0 else { return }
        view.clipPlays = false
        view.clipElapsed = 0
        view.clipFrame = ((view.clipFrame ?? 0) + (forward ? 1 : count - 1)) % count
    }

    // MARK: - Zoom and pan

    /// Zooms one level in or out, keeping the image point under `position` (points) in place.
    public func zoom(in zoomIn: Bool, around position: Point? = nil) {
        let layout = self.layout
        let pane = layout.panes[0]
        let before = transform(for: pane)
        guard let next = ReviewView.step(from: before.zoom, in: zoomIn, fitted: fittedZoom(for: pane)) else {
            view.resetPosition()
            return
        }
        // Zooming in from the fitted view goes to the differences unless the pointer says where.
        var anchor = (x: before.centerX, y: before.centerY, sx: Double(pane.x) + Double(pane.width) / 2, sy: Double(pane.y) + Double(pane.height) / 2)
        if let position, let (index, px, py) = framebufferPoint(position), let hit = layout.panes[safe: index] {
            let t = transform(for: hit)
            anchor = (Double(t.imageX(px)) + 0.5, Double(t.imageY(py)) + 0.5, Double(px) + 0.5 - Double(hit.x - pane.x), Double(py) + 0.5 - Double(hit.y - pane.y))
        } else if view.zoom == nil, let bounds = current.bounds {
            anchor.x = Double(bounds.x) + Double(bounds.width) / 2
            anchor.y = Double(bounds.y) + Double(bounds.height) / 2
        }
        view.zoom = next
        view.centerX = anchor.x - (anchor.sx - Double(pane.x) - Double(pane.width) / 2) / next
        view.centerY = anchor.y - (anchor.sy - Double(pane.y) - Double(pane.height) / 2) / next
    }

    private func pan(_ key: String) {
        let pane = layout.panes[0]
        let t = transform(for: pane)
        let stepX = Double(pane.width) / 4 / t.zoom, stepY = Double(pane.height) / 4 / t.zoom
        view.zoom = t.zoom
        view.centerX = t.centerX + (key == "left" ? -stepX : key == "right" ? stepX : 0)
        view.centerY = t.centerY + (key == "up" ? -stepY : key == "down" ? stepY : 0)
    }

    // MARK: - Pointer

    private func handlePointer(_ pointer: PointerEvent) {
        view.pointer = pointer.position
        let scale = viewport.scale
        guard let x = CheckedInt.from(pointer.position.x * scale, rounding: .down),
            let y = CheckedInt.from(pointer.position.y * scale, rounding: .down)
        else { return }
        switch pointer.phase {
        case .down:
            if let slider = layout.slider, slider.insetBy(-6 * layout.textScale).contains(x: x, y: y) {
                drag = .slider
                setOnion(fromX: x, slider: slider)
            } else if layout.pane(at: x, y) != nil {
                let t = transform(for: layout.panes[0])
                drag = .pan(startX: x, startY: y, centerX: t.centerX, centerY: t.centerY, zoom: t.zoom)
            }
        case .move:
            switch drag {
            case .slider?: if let slider = layout.slider { setOnion(fromX: x, slider: slider) }
            case let .pan(startX, startY, centerX, centerY, zoom)?:
                view.zoom = zoom
                view.centerX = centerX - Double(x - startX) / zoom
                view.centerY = centerY - Double(y - startY) / zoom
            case nil: break
            }
        case .up, .cancel:
            drag = nil
        }
    }

    private func setOnion(fromX x: Int, slider: PixelRect) {
        view.onion = min(1, max(0, Double(x - slider.x) / Double(max(slider.width, 1))))
    }

    /// The pane under `position` (points) and the framebuffer point there.
    func framebufferPoint(_ position: Point) -> (pane: Int, x: Int, y: Int)? {
        guard let x = CheckedInt.from(position.x * viewport.scale, rounding: .down),
            let y = CheckedInt.from(position.y * viewport.scale, rounding: .down)
        else { return nil }
        return layout.pane(at: x, y).map { ($0, x, y) }
    }
}

/// What a pointer drag is doing.
enum ReviewDrag {
    case slider
    case pan(startX: Int, startY: Int, centerX: Double, centerY: Double, zoom: Double)
}

extension PixelRect {
    /// The rectangle moved in by `amount` on every side (grown when `amount` is negative).
    func insetBy(_ amount: Int) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
