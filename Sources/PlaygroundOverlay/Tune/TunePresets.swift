import Interactions
import PlaygroundKit

/// The Tune tab's presets: the friction's chips (Android's and UIKit's decay
/// rates), and the titles of Android's stiffness and damping-ratio chips.
///
/// ```swift
/// TunePresets.Friction.uiKit.friction        // UIKit's normal deceleration
/// TunePresets.title(.mediumLow)              // "med-low"
/// ```
enum TunePresets {
    /// The friction presets' chips.
    enum Friction: CaseIterable, Equatable {
        case android, uiKit, uiKitFast

        var title: String {
            switch self {
            case .android: "Android"
            case .uiKit: "UIKit"
            case .uiKitFast: "UIKit fast"
            }
        }

        var friction: Interactions.Friction {
            switch self {
            case .android: .android
            case .uiKit: .uiKit
            case .uiKitFast: .uiKitFast
            }
        }
    }

    static func title(_ preset: AndroidSpring.Stiffness) -> String {
        switch preset {
        case .high: "high"
        case .medium: "medium"
        case .mediumLow: "med-low"
        case .low: "low"
        case .veryLow: "very low"
        }
    }

    static func title(_ preset: AndroidSpring.DampingRatio) -> String {
        switch preset {
        case .highBouncy: "high"
        case .mediumBouncy: "medium"
        case .lowBouncy: "low"
        case .noBouncy: "none"
        }
    }
}
