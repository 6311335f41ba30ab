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
    /// let playground = Playground(scene: .makeDefault(), font: font)
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

    /// Removes the overlay from this playground's layers, if it is installed.
    ///
    /// The overlay keeps no subscription to the runtime (it reads the scene's
    /// ledger and log as it updates and draws), so once out of the layers it
    /// hears nothing more; installing one again reads everything since the
    /// scene was built.
    public func removeOverlay() {
        guard let overlay else { return }
        layers.removeAll { $0 === overlay }
    }
}
