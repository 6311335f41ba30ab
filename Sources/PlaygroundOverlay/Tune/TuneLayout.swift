import Interactions
import PlaygroundKit

/// The Tune tab's geometry inside the panel's content area, in scene points:
/// the heading, the terms' chips, three slider rows, the friction's slider
/// and presets, the figures, the step-response graph and the buttons.
///
/// Drawing and hit-testing both read it, as with ``OverlayLayout``. The rows
/// are the same whatever the terms, so switching terms never moves a slider
/// under the pointer; Android's presets take the first two rows as chips.
struct TuneLayout {
    /// What a point in the tab lands on.
    enum Hit: Equatable {
        case parameterisation(TuneParameterisation)
        case track(TuneControl)
        case field(TuneControl)
        case stiffnessPreset(AndroidSpring.Stiffness)
        case ratioPreset(AndroidSpring.DampingRatio)
        case frictionPreset(FrictionPreset)
        case throwAgain
        case reset
        case writeTuning
        case none
    }

    /// The friction presets' chips.
    enum FrictionPreset: CaseIterable, Equatable {
        case android, uiKit, uiKitFast

        var title: String {
            switch self {
            case .android: "Android"
            case .uiKit: "UIKit"
            case .uiKitFast: "UIKit fast"
            }
        }

        var friction: Friction {
            switch self {
            case .android: .android
            case .uiKit: .uiKit
            case .uiKitFast: .uiKitFast
            }
        }
    }

    let area: Rect
    let em: Double
    let line: Double
    let parameterisation: TuneParameterisation

    static let padding = 6.0
    /// The rows of sliders (or Android's chips) above the friction's.
    static let springRows = 3
    /// Lines of figures under the sliders.
    static let figureLines = 3

    init(content: Rect, em: Double, line: Double, parameterisation: TuneParameterisation) {
        area = Rect(
            x: content.minX + Self.padding, y: content.minY + Self.padding,
            width: max(0, content.size.width - 2 * Self.padding), height: max(0, content.size.height - Self.padding - 4))
        self.em = em
        self.line = line
        self.parameterisation = parameterisation
    }

    var rowHeight: Double { line + 4 }
    var chipHeight: Double { line + 2 }

    // MARK: - Heading and terms

    var heading: Point { Point(x: area.minX, y: area.minY) }

    func parameterisationChip(_ terms: TuneParameterisation) -> Rect {
        var x = area.minX
        for candidate in TuneParameterisation.allCases {
            let width = em * Double(candidate.title.count) + 10
            if candidate == terms { return Rect(x: x, y: area.minY + line + 4, width: width, height: chipHeight) }
            x += width + 4
        }
        return Rect(x: x, y: area.minY, width: 0, height: 0)
    }

    // MARK: - Rows

    /// Row `index` of the sliders: 0…2 the spring's, 3 the friction's, 4 its presets.
    func row(_ index: Int) -> Rect {
        let top = area.minY + 2 * line + 12 + Double(index) * rowHeight
        return Rect(x: area.minX, y: top, width: area.size.width, height: rowHeight)
    }

    var labelWidth: Double { em * 9 }
    var fieldWidth: Double { em * 10 }

    /// The slider row of `control`, if the terms show it (the friction's always).
    func rowIndex(of control: TuneControl) -> Int? {
        control == .friction ? Self.springRows : parameterisation.controls.firstIndex(of: control)
    }

    func track(_ index: Int) -> Rect {
        let row = row(index)
        let left = row.minX + labelWidth + 4
        return Rect(x: left, y: row.minY + 2, width: max(20, row.maxX - fieldWidth - 8 - left), height: line)
    }

    func field(_ index: Int) -> Rect {
        let row = row(index)
        return Rect(x: row.maxX - fieldWidth, y: row.minY + 1, width: fieldWidth, height: line + 2)
    }

    /// Android's chips: stiffness presets on row 0, damping ratios on row 1, after the row's label.
    func stiffnessChip(_ preset: AndroidSpring.Stiffness) -> Rect {
        chip(in: 0, titles: Self.stiffnessTitles, index: AndroidSpring.Stiffness.allCases.firstIndex(of: preset)!)
    }

    func ratioChip(_ preset: AndroidSpring.DampingRatio) -> Rect {
        chip(in: 1, titles: Self.ratioTitles, index: AndroidSpring.DampingRatio.allCases.firstIndex(of: preset)!)
    }

    func frictionChip(_ preset: FrictionPreset) -> Rect {
        chip(in: Self.springRows + 1, titles: Self.frictionTitles, index: FrictionPreset.allCases.firstIndex(of: preset)!)
    }

    // Made once: chips are laid out every frame.
    static let stiffnessTitles = AndroidSpring.Stiffness.allCases.map(title)
    static let ratioTitles = AndroidSpring.DampingRatio.allCases.map(title)
    static let frictionTitles = FrictionPreset.allCases.map(\.title)

    /// After the friction chips: where the friction's other terms are written.
    var frictionNote: Point {
        let last = frictionChip(.uiKitFast)
        return Point(x: last.maxX + 8, y: last.minY + 1)
    }

    private func chip(in rowIndex: Int, titles: [String], index: Int) -> Rect {
        let row = row(rowIndex)
        var x = row.minX + labelWidth + 4
        for (position, title) in titles.enumerated() {
            let width = em * Double(title.count) + 10
            if position == index { return Rect(x: x, y: row.minY + 1, width: width, height: chipHeight) }
            x += width + 4
        }
        return Rect(x: x, y: row.minY, width: 0, height: 0)
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

    // MARK: - Figures, graph and buttons

    /// The first line of figures.
    var figures: Point { Point(x: area.minX, y: row(Self.springRows + 2).minY + 2) }

    var buttonRow: Rect { Rect(x: area.minX, y: area.maxY - line - 4, width: area.size.width, height: line + 4) }

    func button(_ index: Int, titles: [String]) -> Rect {
        var x = area.minX
        for (position, title) in titles.enumerated() {
            let width = em * Double(title.count) + 12
            if position == index { return Rect(x: x, y: buttonRow.minY, width: width, height: buttonRow.size.height) }
            x += width + 6
        }
        return Rect(x: x, y: buttonRow.minY, width: 0, height: 0)
    }

    static let buttonTitles = ["Throw again  a", "Reset", "tuning.swift  w"]

    /// The step-response graph: what is left between the figures and the buttons.
    var graph: Rect {
        let top = figures.y + Double(Self.figureLines) * line + 6
        return Rect(x: area.minX, y: top, width: area.size.width, height: max(0, buttonRow.minY - 6 - top))
    }

    // MARK: - Hit testing

    func hit(_ point: Point) -> Hit {
        let inside = OverlayLayout.hit
        for terms in TuneParameterisation.allCases where inside(parameterisationChip(terms), point) {
            return .parameterisation(terms)
        }
        if parameterisation == .android {
            for preset in AndroidSpring.Stiffness.allCases where inside(stiffnessChip(preset), point) { return .stiffnessPreset(preset) }
            for preset in AndroidSpring.DampingRatio.allCases where inside(ratioChip(preset), point) { return .ratioPreset(preset) }
        }
        for control in TuneControl.allCases {
            guard let index = rowIndex(of: control) else { continue }
            if inside(field(index), point) { return .field(control) }
            // The track's whole row height takes the press, so a slider is easy to grab.
            let track = track(index), row = row(index)
            if inside(Rect(x: track.minX - 4, y: row.minY, width: track.size.width + 8, height: row.size.height), point) {
                return .track(control)
            }
        }
        for preset in FrictionPreset.allCases where inside(frictionChip(preset), point) { return .frictionPreset(preset) }
        let hits: [Hit] = [.throwAgain, .reset, .writeTuning]
        for (index, hit) in hits.enumerated() where inside(button(index, titles: Self.buttonTitles), point) {
            return hit
        }
        return .none
    }
}
