import Canvas
import Interactions

/// A past frame, set up to be drawn again: a box object per name, moved,
/// sized, turned, faded and ordered as the frame had them, and the frame's
/// background and anchors. The scene renderer draws it exactly as it drew
/// the live scene, so a past frame re-renders to the very same pixels.
///
/// Its boxes belong to no scene and no runtime; nothing here touches the
/// playground's scene (looking never changes what is looked at).
final class HistoryStage {
    private var boxesByName: [UInt32: Box] = [:]
    /// The loaded frame's boxes, back to front.
    private(set) var boxes: [Box] = []
    private(set) var anchors: [Point] = []
    private(set) var background = Color.black
    /// The loaded frame's size in points and pixels per point.
    private(set) var sceneSize = Size(width: 1, height: 1)
    private(set) var pixelScale = 1.0

    /// Sets the stage up as the frame at `index` of `history`.
    func load(_ index: Int, from history: SessionHistory) {
        let header = history.header(at: index)
        load(
            header, names: history.ledger.names,
            boxes: (0..<header.boxCount).lazy.map { history.boxSample(at: header.boxStart + $0) },
            anchors: (0..<header.anchorCount).lazy.map { history.anchor(at: header.anchorStart + $0) })
    }

    /// Sets the stage up as a frame given by its parts.
    func load(_ header: _FrameHeader, names: [String], boxes samples: some Sequence<_BoxSample>, anchors points: some Sequence<_Anchor>) {
        background = Color(rgba: header.background)
        sceneSize = Size(width: header.width, height: header.height)
        pixelScale = header.pixelScale
        anchors.removeAll(keepingCapacity: true)
        for point in points { anchors.append(Point(x: point.x, y: point.y)) }
        boxes.removeAll(keepingCapacity: true)
        for sample in samples {
            let box =
                boxesByName[sample.name]
                ?? {
                    let box = Box(name: names[Int(sample.name)], position: .zero, size: Size(width: 1, height: 1), color: .black)
                    boxesByName[sample.name] = box
                    return box
                }()
            box.position = Point(x: sample.x, y: sample.y)
            box.size = Size(width: sample.width, height: sample.height)
            box.scale = sample.scale
            box.rotation = sample.rotation
            box.opacity = sample.opacity
            box.cornerRadius = sample.cornerRadius
            box.color = Color(rgba: sample.color)
            box.motionDidChange(sample.motion)
            boxes.append(box)
        }
    }

    /// The framebuffer size of the loaded frame, in pixels.
    var framebufferSize: (width: Int, height: Int) {
        Playground.framebufferSize(of: sceneSize, scale: pixelScale)
    }

    /// Draws the loaded frame over the whole framebuffer, resizing it to the frame's size first.
    func render(with renderer: SceneRenderer, into framebuffer: inout Framebuffer) {
        let size = framebufferSize
        framebuffer.resize(toWidth: size.width, height: size.height)
        renderer.draw(background: background, anchors: anchors, boxes: boxes, into: &framebuffer, scale: pixelScale)
    }

    /// The topmost box of the loaded frame under `point`.
    func box(at point: Point) -> Box? {
        boxes.last { $0.contains(point) }
    }

    /// The loaded frame's box named `name`.
    func box(named name: String) -> Box? {
        boxes.first { $0.name == name }
    }
}
