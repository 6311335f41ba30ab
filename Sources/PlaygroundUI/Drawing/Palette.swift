import Canvas
import TraceKit

/// The playground's colours, in one place so the overlay and the review
/// read as one design.
///
/// Badge and performer colours are chosen to stay apart on the dark panel and
/// on the scene's background; unknown performers (a user's own) get a colour
/// from a fixed hash of their name, so the same performer has the same colour
/// on every run (Swift's `Hasher` is seeded per process, so it is not used).
package enum Palette {
    // MARK: - Panel

    /// Opaque: Canvas stores opaque spans instead of blending them, which halves the panel's cost.
    package static let panelBackground = Color(rgba: 0x12141AFF)
    package static let panelBorder = Color(rgba: 0x3A4050FF)
    package static let titleBackground = Color(rgba: 0x232836FF)
    package static let statusBackground = Color(rgba: 0x1A1E28FF)
    package static let rowStripe = Color(rgba: 0xFFFFFF0A)
    package static let selectedRow = Color(rgba: 0x4FC3F740)
    package static let hoveredRow = Color(rgba: 0xFFFFFF14)
    package static let text = Color(rgba: 0xE8EAF0FF)
    package static let dimText = Color(rgba: 0x9097A6FF)
    package static let faintText = Color(rgba: 0x646B7AFF)
    package static let accent = Color(rgba: 0x4FC3F7FF)
    package static let buttonBackground = Color(rgba: 0x323849FF)
    package static let activeTab = Color(rgba: 0x12141AFF)
    package static let chipOffText = Color(rgba: 0x5C6270FF)
    package static let chipOffBackground = Color(rgba: 0x262A34FF)
    package static let warning = Color(rgba: 0xFFB74DFF)
    package static let danger = Color(rgba: 0xEF5350FF)
    package static let good = Color(rgba: 0x66BB6AFF)
    package static let badgeText = Color(rgba: 0x101218FF)

    // MARK: - Status line

    package static let graphBar = Color(rgba: 0x5C8A6EFF)
    package static let graphBudgetLine = Color(rgba: 0xFFFFFF66)
    package static let graphBackground = Color(rgba: 0x0C0E12FF)

    // MARK: - Scene annotations

    package static let selection = Color(rgba: 0xFFFFFFFF)
    package static let velocity = Color(rgba: 0xFFEE58FF)
    package static let ghostFill = Color(rgba: 0xFFFFFF1C)
    package static let ghostStroke = Color(rgba: 0xFFFFFFA0)
    package static let ghostPath = Color(rgba: 0xFFFFFF50)
    package static let trail = Color(rgba: 0x80DEEAB0)
    package static let trailFit = Color(rgba: 0x80DEEAFF)
    package static let trailOld = Color(rgba: 0x80DEEA60)
    package static let labelBackground = Color(rgba: 0x12141AD0)
    package static let finger = Color(rgba: 0xFFFFFFE6)
    package static let fingerFill = Color(rgba: 0xFFFFFF30)
    package static let fingerLine = Color(rgba: 0xFFFFFF80)

    // MARK: - Kinds and states

    /// The colour of a trace's overall state.
    package static func color(of state: TraceState) -> Color {
        switch state {
        case .waiting: Color(rgba: 0x90A4AEFF)
        case .passing: Color(rgba: 0xAED581FF)
        case .passed: Color(rgba: 0x43A047FF)
        case .failed: Color(rgba: 0xE53935FF)
        }
    }

    /// The colour of a slot's state.
    package static func color(of state: TraceItemState) -> Color {
        switch state {
        case .waitingToBeMatched: Color(rgba: 0x90A4AEFF)
        case .matched: Color(rgba: 0x66BB6AFF)
        case .outOfOrder: Color(rgba: 0xFF7043FF)
        case .missing, .late: Color(rgba: 0xE53935FF)
        case .hadDuplicates, .duplicate: Color(rgba: 0xBA68C8FF)
        case .ignoredNoMatch, .ignoredButMatched: Color(rgba: 0x78909CFF)
        case .forbidden: Color(rgba: 0xD81B60FF)
        }
    }

    /// A slot state's badge text, short enough for a fixed column.
    package static func label(of state: TraceItemState) -> String {
        switch state {
        case .waitingToBeMatched: "waiting"
        case .matched: "matched"
        case .outOfOrder: "out of order"
        case .missing: "missing"
        case .late: "late"
        case .hadDuplicates, .duplicate: "duplicate"
        case .ignoredNoMatch, .ignoredButMatched: "ignored"
        case .forbidden: "forbidden"
        }
    }

    /// The outline colour of a performer's tokens, by the performer's type name.
    package static func color(ofPerformer name: String) -> Color {
        switch name {
        case "DragPerformer": return Color(rgba: 0x4FC3F7FF)
        case "AnimationPerformer": return Color(rgba: 0xFFD54FFF)
        case "TossablePerformer": return Color(rgba: 0xF06292FF)
        default:
            // FNV-1a: stable across runs and machines, unlike `Hasher`.
            var hash: UInt32 = 2_166_136_261
            for byte in name.utf8 {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
            return performerPalette[Int(hash % UInt32(performerPalette.count))]
        }
    }

    package static let performerPalette = [
        Color(rgba: 0xAED581FF), Color(rgba: 0xFF8A65FF), Color(rgba: 0xBA68C8FF),
        Color(rgba: 0x4DB6ACFF), Color(rgba: 0xFFF176FF), Color(rgba: 0x9575CDFF),
    ]
}
