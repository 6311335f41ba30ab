import Canvas
import PlaygroundUI

extension Palette {
    /// The badge colour of a log line's kind.
    static func color(of kind: LogKind) -> Color {
        switch kind {
        case .planAdded: Color(rgba: 0x64B5F6FF)
        case .namedPlanAdded: Color(rgba: 0x9FA8DAFF)
        case .namedPlanRemoved: Color(rgba: 0xFF8A65FF)
        case .performerCreated: Color(rgba: 0xCE93D8FF)
        case .tokenStarted: Color(rgba: 0x81C784FF)
        case .tokenEnded: Color(rgba: 0xFFD54FFF)
        case .activity: Color(rgba: 0x4DD0E1FF)
        case .targetRemoved: Color(rgba: 0xB0BEC5FF)
        case .scene: Color(rgba: 0xE0E0E0FF)
        }
    }
}
