import PlaygroundKit

/// The terms the Tune tab's sliders speak: the same spring as stiffness,
/// damping and mass, or as SwiftUI, Origami, Origami's PopAnimation or
/// Android state it. The chosen terms change only what the sliders show;
/// every change is sent as stiffness, damping, mass and friction.
///
/// ```swift
/// overlay.tune.parameterisation = .swiftUI   // response and damping fraction
/// ```
public enum TuneParameterisation: String, Sendable, Hashable, CaseIterable {
    /// Stiffness, damping and mass: the physics, as `SpringParameters` holds it.
    case physics
    /// SwiftUI's response and damping fraction.
    case swiftUI
    /// Origami's (and Rebound's, React Native's) tension and friction.
    case origami
    /// Origami's PopAnimation bounciness and speed (Rebound's `fromBouncinessAndSpeed`).
    case bouncy
    /// Android's named stiffness and damping ratio presets.
    case android

    /// The chip's title.
    public var title: String {
        switch self {
        case .physics: "k c m"
        case .swiftUI: "SwiftUI"
        case .origami: "Origami"
        case .bouncy: "Bounce"
        case .android: "Android"
        }
    }

    /// The sliders it shows, top to bottom (Android's presets are chips instead).
    package var controls: [TuneControl] {
        // Stored once: the tab reads them every frame, and a literal would allocate each time.
        Self.controlLists[Self.allCases.firstIndex(of: self)!]
    }

    private static let controlLists: [[TuneControl]] = allCases.map { terms in
        switch terms {
        case .physics: [.stiffness, .damping, .mass]
        case .swiftUI: [.response, .dampingFraction]
        case .origami: [.origamiTension, .origamiFriction]
        case .bouncy: [.bounciness, .speed]
        case .android: []
        }
    }
}
