import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The Tune tab: the selected box's spring and friction, their figures and the step response

extension OverlayUI {
    /// The heading, the terms' chips, a slider per number (Android's presets as chips), the
    /// friction's slider and presets, the figures, the step response and the buttons.
    ///
    /// The rows are the same whatever the terms, so switching terms never moves a slider under
    /// the pointer. Nothing here changes a box: every change is a tune event on the next frame.
    func buildTuneTab() {
        let area = content.inset(left: 6, top: 6, right: 6, bottom: 4)
        guard let box = overlay.selection.box else {
            ui.paint { framebuffer, painter in
                for (row, hint) in Self.tuneHints.enumerated() {
                    painter.text(
                        &framebuffer, hint, at: Point(x: area.minX, y: area.minY + Double(row) * line),
                        row == 0 ? Palette.text : Palette.dimText, maxWidth: area.size.width)
                }
            }
            return
        }
        // A press on the tab that no control takes ends a number being typed.
        if ui.area("tune", content).isPressed { stopTyping() }
        let sceneTuning = playground.scene.tuning
        let tuning = sceneTuning.current(of: box.name)
        let terms = overlay.tune.parameterisation
        let texts = overlay.tune.cache.texts(for: TuneTexts.Key(tuning: tuning, parameterisation: terms, settling: sceneTuning.tossables[box.name]?.settling))
        let isTuned = sceneTuning.tuned[box.name] != nil
        ui.paint { framebuffer, _ in drawHeading(box, settling: texts.settling, isTuned: isTuned, in: area, into: &framebuffer) }

        var chips = Flow.row(in: Rect(x: area.minX, y: area.minY + line + 4, width: area.size.width, height: line + 2), gap: 4)
        let allTerms = TuneParameterisation.allCases
        if let chosen = ui.chips("tune.terms", count: allTerms.count, title: { allTerms[$0].title }, isOn: { allTerms[$0] == terms }, padding: 10, in: &chips) {
            overlay.tune.parameterisation = allTerms[chosen]
            overlay.tune.editing = nil
        }

        var rows = Flow.column(in: Rect(x: area.minX, y: area.minY + 2 * line + 12, width: area.size.width, height: 0))
        if terms == .android {
            buildAndroidPresets(tuning.spring, stiffnessRow: rows.next(height: line + 4), ratioRow: rows.next(height: line + 4), box: box, friction: tuning.friction)
            drawNote(texts.note, in: rows.next(height: line + 4))
        } else {
            for index in 0..<Self.springRows {
                let row = rows.next(height: line + 4)
                if index < terms.controls.count {
                    buildSlider(terms.controls[index], in: row, tuning: tuning, texts: texts, box: box)
                } else if index == Self.springRows - 1 {
                    drawNote(texts.note, in: row)
                }
            }
        }
        buildSlider(.friction, in: rows.next(height: line + 4), tuning: tuning, texts: texts, box: box)
        let presets = rows.next(height: line + 4)
        var frictionChips = Flow.row(in: Rect(x: presets.minX + labelWidth + 4, y: presets.minY + 1, width: presets.size.width, height: line + 2), gap: 4)
        let frictions = TunePresets.Friction.allCases
        if let chosen = ui.chips(
            "tune.friction", count: frictions.count, title: { frictions[$0].title }, isOn: { tuning.friction == frictions[$0].friction }, padding: 10,
            in: &frictionChips)
        {
            stopTyping()
            overlay.requestTuning(tuning.spring, friction: frictions[chosen].friction, for: box)
        }
        let note = Point(x: ui.lastRect.maxX + 8, y: ui.lastRect.minY + 1)  // after the last chip
        let figures = Point(x: area.minX, y: rows.remaining.minY + 2)
        ui.paint { framebuffer, painter in
            painter.text(&framebuffer, texts.frictionNote, at: note, Palette.faintText, maxWidth: area.maxX - note.x)
            // The figures' colours are the graph's legend: the step response cyan, the fling yellow.
            for (index, text) in texts.figures.enumerated() {
                let color = index == 0 ? Palette.text : index == 1 ? Palette.accent : Palette.velocity
                painter.text(&framebuffer, text, at: figures + Point(x: 0, y: Double(index) * line), color, maxWidth: area.size.width)
            }
        }

        let buttonRow = Rect(x: area.minX, y: area.maxY - line - 4, width: area.size.width, height: line + 4)
        let graphTop = figures.y + Double(Self.figureLines) * line + 6
        let graph = Rect(x: area.minX, y: graphTop, width: area.size.width, height: max(0, buttonRow.minY - 6 - graphTop))
        ui.paint { framebuffer, _ in drawGraph(tuning, in: graph, into: &framebuffer) }
        buildButtons(in: buttonRow, box: box, isTuned: isTuned)
    }

    /// The sliders' rows (or Android's chips) above the friction's.
    static let springRows = 3
    /// Lines of figures under the sliders.
    static let figureLines = 3
    private var labelWidth: Double { em * 9 }
    private var fieldWidth: Double { em * 10 }

    private static let tuneHints = [
        "Right-click a box to tune it,",
        "or press i and click one (pick mode).",
        "Then drag a slider, turn the wheel over it",
        "or click its number and type one: the box's",
        "next settle uses it. Throw the box, tune,",
        "and press a to throw it again the same way.",
    ]

    /// Ends a number being typed, and forgets why the last one was refused.
    private func stopTyping() {
        overlay.tune.editing = nil
        overlay.tune.refusal = nil
    }

    /// The box's colour and name, how it settles, and whether it is tuned.
    private func drawHeading(_ box: Box, settling: String, isTuned: Bool, in area: Rect, into framebuffer: inout Framebuffer) {
        let y = area.minY
        painter.fill(&framebuffer, Rect(x: area.minX, y: y + 2, width: line - 4, height: line - 4), box.color, radius: 2)
        let nameWidth = painter.text(&framebuffer, box.name, at: Point(x: area.minX + line + 2, y: y), Palette.text)
        let state = isTuned ? "tuned" : "as built"
        let stateWidth = painter.width(of: state)
        painter.text(&framebuffer, state, at: Point(x: area.maxX - stateWidth, y: y), isTuned ? Palette.accent : Palette.faintText)
        let settlingX = area.minX + line + 2 + nameWidth + em
        painter.text(&framebuffer, settling, at: Point(x: settlingX, y: y), Palette.dimText, maxWidth: area.maxX - stateWidth - em - settlingX)
    }

    /// Android's or two-number terms' note, after the label in the last spring row.
    private func drawNote(_ note: String, in row: Rect) {
        ui.paint { framebuffer, painter in
            painter.text(
                &framebuffer, note, at: Point(x: row.minX + labelWidth + 4, y: row.minY + 2), Palette.faintText, maxWidth: row.size.width - labelWidth - 4)
        }
    }

    // MARK: - Sliders, presets and buttons

    /// `control`'s row: its label, its slider (a press or a drag sets the number under the
    /// pointer, the wheel nudges it) and its number (a press starts typing one).
    private func buildSlider(_ control: TuneControl, in row: Rect, tuning: BoxTuning, texts: TuneTexts, box: Box) {
        let left = row.minX + labelWidth + 4
        let track = Rect(x: left, y: row.minY + 2, width: max(20, row.maxX - fieldWidth - 8 - left), height: line)
        // The row's whole height takes the press, so a slider is easy to grab.
        let grab = Rect(x: track.minX - 4, y: row.minY, width: track.size.width + 8, height: row.size.height)
        let value = control.value(of: tuning)
        let slider = ui.slider(Self.sliderID(control), fraction: value.map(control.fraction(of:)), track: track, hitRect: grab)
        if slider.isPressed {
            stopTyping()
            overlay.tune.dragging = control
        }
        if let fraction = slider.fraction { overlay.setValue(control.value(atFraction: fraction), of: control, on: box, playground: playground) }

        let field = Rect(x: row.maxX - fieldWidth, y: row.minY + 1, width: fieldWidth, height: line + 2)
        if ui.area(WidgetID("tune.field", Self.index(of: control)), field).isPressed {
            stopTyping()
            overlay.tune.editing = TuneTab.Editing(control: control, text: "")
        }
        guard ui.isDrawing else { return }
        let editing = overlay.tune.editing?.control == control ? overlay.tune.editing : nil
        let text = editing.map { $0.text + "_" } ?? texts.fields[control] ?? ""
        ui.paint { framebuffer, painter in
            painter.text(
                &framebuffer, control.label, at: Point(x: row.minX, y: row.minY + 2), slider.isActive ? Palette.text : Palette.dimText, maxWidth: labelWidth)
            painter.fill(&framebuffer, field, Palette.graphBackground, radius: 2)
            if editing != nil { painter.stroke(&framebuffer, field, Palette.accent, radius: 2) }
            let width = painter.width(of: text, maxWidth: field.size.width - 6)
            painter.text(
                &framebuffer, text, at: Point(x: field.maxX - 4 - width, y: field.minY + 1), editing != nil ? Palette.accent : Palette.text,
                maxWidth: field.size.width - 6)
        }
    }

    /// The slider of `control`: the one a drag holds.
    static func sliderID(_ control: TuneControl) -> WidgetID {
        WidgetID("tune.slider", index(of: control))
    }

    private static func index(of control: TuneControl) -> Int {
        TuneControl.allCases.firstIndex(of: control) ?? 0
    }

    /// Android's named stiffnesses and damping ratios, as chips after their rows' labels.
    private func buildAndroidPresets(_ spring: SpringParameters, stiffnessRow: Rect, ratioRow: Rect, box: Box, friction: Friction) {
        let stiffness = spring.androidStiffnessPreset, ratio = spring.androidDampingRatioPreset
        let stiffnesses = AndroidSpring.Stiffness.allCases, ratios = AndroidSpring.DampingRatio.allCases
        var stiffnessChips = presetChips(in: stiffnessRow)
        if let chosen = ui.chips(
            "tune.stiffness", count: stiffnesses.count, title: { TunePresets.title(stiffnesses[$0]) }, isOn: { stiffnesses[$0] == stiffness }, padding: 10,
            in: &stiffnessChips)
        {
            stopTyping()
            let preset = SpringParameters(androidStiffness: stiffnesses[chosen].rawValue, dampingRatio: spring.dampingRatio, mass: spring.mass)
            overlay.requestTuning(preset, friction: friction, for: box)
        }
        var ratioChips = presetChips(in: ratioRow)
        if let chosen = ui.chips(
            "tune.ratio", count: ratios.count, title: { TunePresets.title(ratios[$0]) }, isOn: { ratios[$0] == ratio }, padding: 10, in: &ratioChips)
        {
            stopTyping()
            let preset = SpringParameters(androidStiffness: spring.androidStiffness, dampingRatio: ratios[chosen].rawValue, mass: spring.mass)
            overlay.requestTuning(preset, friction: friction, for: box)
        }
        ui.paint { framebuffer, painter in
            painter.text(&framebuffer, "stiffness", at: Point(x: stiffnessRow.minX, y: stiffnessRow.minY + 2), Palette.dimText)
            painter.text(&framebuffer, "bounce", at: Point(x: ratioRow.minX, y: ratioRow.minY + 2), Palette.dimText)
        }
    }

    /// A row of presets after a row's label.
    private func presetChips(in row: Rect) -> Flow {
        Flow.row(in: Rect(x: row.minX + labelWidth + 4, y: row.minY + 1, width: max(0, row.size.width - labelWidth - 4), height: line + 2), gap: 4)
    }

    /// Throw again (as `a`), Reset (to the tuning the box was built with), tuning.swift (as `w`),
    /// and why the last typed number was refused.
    private func buildButtons(in row: Rect, box: Box, isTuned: Bool) {
        let canThrow = playground.throwHistory.lastThrow(of: box.name) != nil
        let anyTuned = !playground.scene.tuning.tunedBoxes.isEmpty
        var buttons = Flow.row(in: row, gap: 6)
        if ui.button("tune.throwAgain", "Throw again  a", padding: 12, in: &buttons, style: canThrow ? .button : .disabled) { overlay.throwAgain(in: playground) }
        if ui.button("tune.reset", "Reset", padding: 12, in: &buttons, style: isTuned ? .button : .disabled) {
            stopTyping()
            let tuning = playground.scene.tuning
            overlay.tune.request(tuning.original[box.name] ?? tuning.current(of: box.name), for: box)
        }
        if ui.button("tune.write", "tuning.swift  w", padding: 12, in: &buttons, style: anyTuned ? .button : .disabled) { playground.send(.writeTuning) }
        guard let refusal = overlay.tune.refusal else { return }
        let x = ui.lastRect.maxX + 8
        ui.paint { framebuffer, painter in
            painter.text(&framebuffer, refusal, at: Point(x: x, y: row.minY + 2), Palette.danger, maxWidth: row.maxX - x)
        }
    }
}
