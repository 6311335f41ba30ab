import PlaygroundKit

// MARK: - Installing the overlay

extension Playground {
    /// Adds the overlay on top of this playground's layers, once, and returns it.
    ///
    /// The `playground` command installs it for every scene; a playground you
    /// build yourself has none until you call this, so your own tests and
    /// captures stay free of it unless you want it. Calling it again returns
    /// the overlay already installed.
    ///
    /// ```swift
    /// let playground = Playground(scene: myScene, font: font)
    /// let overlay = playground.installOverlay()
    /// overlay.panel.tab = .traces
    /// ```
    @discardableResult
    public func installOverlay() -> OverlayLayer {
        if let overlay { return overlay }
        let overlay = OverlayLayer(scene: scene, font: renderer.font)
        layers.append(overlay)
        return overlay
    }

    /// The installed overlay, if any.
    public var overlay: OverlayLayer? {
        for layer in layers {
            if let overlay = layer as? OverlayLayer { return overlay }
        }
        return nil
    }

    /// Removes the overlay and stops it hearing the runtime.
    public func removeOverlay() {
        guard let overlay else { return }
        overlay.detach(from: scene)
        layers.removeAll { $0 === overlay }
    }
}
