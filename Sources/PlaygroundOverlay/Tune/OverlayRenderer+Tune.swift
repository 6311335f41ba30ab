import Canvas
import Interactions
import PlaygroundKit
import PlaygroundUI

// MARK: - The Tune tab: the selected box's spring and friction, their figures and the step response

extension OverlayRenderer {
    func drawTune(into framebuffer: inout Framebuffer) {
        let tuneLayout = overlay.tuneLayout(layout)
        let area = tuneLayout.area
        guard let box = overlay.selection.box else {
            let hints = [
                "Right-click a box to tune it,",
                "or press i and click one (pick mode).",
                "Then drag a slider, turn the wheel over it",
                "or click its number and type one: the box's",
                "next settle uses it. Throw the box, tune,",
                "and press a to throw it again the same way.",
            ]
            for (row, hint) in hints.enumerated() {
                painter.text(
                    &framebuffer, hint, at: Point(x: area.minX, y: area.minY + Double(row) * line),
                    row == 0 ? Palette.text : Palette.dimText, maxWidth: area.size.width)
            }
            return
        }
        let sceneTuning = playground.scene.tuning
        let tuning = sceneTuning.current(of: box.name)
        let plan = sceneTuning.tossables[box.name]
        let texts = overlay.tune.cache.texts(for: TuneTexts.Key(tuning: tuning, parameterisation: tuneLayout.parameterisation, settling: plan?.settling))

        // Heading: the box's colour and name, how it settles, and whether it is tuned.
        let y = area.minY
        painter.fill(&framebuffer, Rect(x: area.minX, y: y + 2, width: line - 4, height: line - 4), box.color, radius: 2)
        let nameWidth = painter.text(&framebuffer, box.name, at: Point(x: area.minX + line + 2, y: y), Palette.text)
        let isTuned = sceneTuning.tuned[box.name] != nil
        let state = isTuned ? "tuned" : "as built"
        let stateWidth = painter.width(of: state)
        painter.text(&framebuffer, state, at: Point(x: area.maxX - stateWidth, y: y), isTuned ? Palette.accent : Palette.faintText)
        let settlingX = area.minX + line + 2 + nameWidth + em
        painter.text(&framebuffer, texts.settling, at: Point(x: settlingX, y: y), Palette.dimText, maxWidth: area.maxX - stateWidth - em - settlingX)

        for terms in TuneParameterisation.allCases {
            let isOn = terms == tuneLayout.parameterisation
            painter.pill(
                &framebuffer, tuneLayout.parameterisationChip(terms), terms.title,
                background: isOn ? Palette.accent : Palette.buttonBackground,
                foreground: isOn ? Palette.badgeText : Palette.dimText)
        }

        if tuneLayout.parameterisation == .android {
            drawAndroidPresets(tuning.spring, layout: tuneLayout, note: texts.note, into: &framebuffer)
        } else {
            for control in tuneLayout.parameterisation.controls {
                drawSlider(control, tuning: tuning, texts: texts, layout: tuneLayout, into: &framebuffer)
            }
            if tuneLayout.parameterisation.controls.count < TuneLayout.springRows {
                let row = tuneLayout.row(TuneLayout.springRows - 1)
                painter.text(
                    &framebuffer, texts.note, at: Point(x: row.minX + tuneLayout.labelWidth + 4, y: row.minY + 2), Palette.faintText,
                    maxWidth: row.size.width - tuneLayout.labelWidth - 4)
            }
        }
        drawSlider(.friction, tuning: tuning, texts: texts, layout: tuneLayout, into: &framebuffer)
        for preset in TuneLayout.FrictionPreset.allCases {
            let isOn = tuning.friction == preset.friction
            painter.pill(
                &framebuffer, tuneLayout.frictionChip(preset), preset.title,
                background: isOn ? Palette.accent : Palette.buttonBackground,
                foreground: isOn ? Palette.badgeText : Palette.dimText)
        }
        painter.text(&framebuffer, texts.frictionNote, at: tuneLayout.frictionNote, Palette.faintText, maxWidth: area.maxX - tuneLayout.frictionNote.x)

        // The figures' colours are the graph's legend: the step response cyan, the fling yellow.
        for (index, text) in texts.figures.enumerated() {
            let color = index == 0 ? Palette.text : index == 1 ? Palette.accent : Palette.velocity
            painter.text(&framebuffer, text, at: tuneLayout.figures + Point(x: 0, y: Double(index) * line), color, maxWidth: area.size.width)
        }
        drawGraph(tuning, in: tuneLayout.graph, into: &framebuffer)

        for (index, title) in TuneLayout.buttonTitles.enumerated() {
            let isEnabled = index == 0 ? playground.throwHistory.lastThrow(of: box.name) != nil : index == 1 ? isTuned : !sceneTuning.tunedBoxes.isEmpty
            painter.pill(
                &framebuffer, tuneLayout.button(index, titles: TuneLayout.buttonTitles), title,
                background: Palette.buttonBackground, foreground: isEnabled ? Palette.text : Palette.faintText)
        }
        if let refusal = overlay.tune.refusal {
            let row = tuneLayout.buttonRow
            let x = tuneLayout.button(2, titles: TuneLayout.buttonTitles).maxX + 8
            painter.text(&framebuffer, refusal, at: Point(x: x, y: row.minY + 2), Palette.danger, maxWidth: row.maxX - x)
        }
    }

    // MARK: - Sliders and presets

    private func drawSlider(_ control: TuneControl, tuning: BoxTuning, texts: TuneTexts, layout tuneLayout: TuneLayout, into framebuffer: inout Framebuffer) {
        guard let index = tuneLayout.rowIndex(of: control) else { return }
        let row = tuneLayout.row(index), track = tuneLayout.track(index), field = tuneLayout.field(index)
        let isDragged = overlay.tune.dragging == control
        painter.text(
            &framebuffer, control.label, at: Point(x: row.minX, y: row.minY + 2), isDragged ? Palette.text : Palette.dimText,
            maxWidth: tuneLayout.labelWidth)
        let barY = (track.center.y - 1.5).rounded()
        painter.fill(&framebuffer, Rect(x: track.minX, y: barY, width: track.size.width, height: 3), Palette.buttonBackground, radius: 1.5)
        if let value = control.value(of: tuning) {
            let knobX = (track.minX + control.fraction(of: value) * track.size.width).rounded()
            painter.fill(&framebuffer, Rect(x: track.minX, y: barY, width: knobX - track.minX, height: 3), Palette.accent, radius: 1.5)
            painter.fill(
                &framebuffer, Rect(x: knobX - 4, y: track.minY + 2, width: 8, height: track.size.height - 4),
                isDragged ? Palette.text : Palette.accent, radius: 2)
        }
        let editing = overlay.tune.editing?.control == control ? overlay.tune.editing : nil
        painter.fill(&framebuffer, field, Palette.graphBackground, radius: 2)
        if editing != nil { painter.stroke(&framebuffer, field, Palette.accent, radius: 2) }
        let text = editing.map { $0.text + "_" } ?? texts.fields[control] ?? ""
        let width = painter.width(of: text, maxWidth: field.size.width - 6)
        painter.text(
            &framebuffer, text, at: Point(x: field.maxX - 4 - width, y: field.minY + 1),
            editing != nil ? Palette.accent : Palette.text, maxWidth: field.size.width - 6)
    }

    private func drawAndroidPresets(_ spring: SpringParameters, layout tuneLayout: TuneLayout, note: String, into framebuffer: inout Framebuffer) {
        let stiffness = spring.androidStiffnessPreset, ratio = spring.androidDampingRatioPreset
        painter.text(&framebuffer, "stiffness", at: Point(x: tuneLayout.row(0).minX, y: tuneLayout.row(0).minY + 2), Palette.dimText)
        for preset in AndroidSpring.Stiffness.allCases {
            painter.pill(
                &framebuffer, tuneLayout.stiffnessChip(preset), TuneLayout.title(preset),
                background: preset == stiffness ? Palette.accent : Palette.buttonBackground,
                foreground: preset == stiffness ? Palette.badgeText : Palette.dimText)
        }
        painter.text(&framebuffer, "bounce", at: Point(x: tuneLayout.row(1).minX, y: tuneLayout.row(1).minY + 2), Palette.dimText)
        for preset in AndroidSpring.DampingRatio.allCases {
            painter.pill(
                &framebuffer, tuneLayout.ratioChip(preset), TuneLayout.title(preset),
                background: preset == ratio ? Palette.accent : Palette.buttonBackground,
                foreground: preset == ratio ? Palette.badgeText : Palette.dimText)
        }
        let row = tuneLayout.row(2)
        painter.text(
            &framebuffer, note, at: Point(x: row.minX + tuneLayout.labelWidth + 4, y: row.minY + 2), Palette.faintText,
            maxWidth: row.size.width - tuneLayout.labelWidth - 4)
    }

    // MARK: - The graph

    /// The step response (cyan, 0 → 1) and the fling's decay (yellow, 0 → its end), their rest times marked.
    private func drawGraph(_ tuning: BoxTuning, in graph: Rect, into framebuffer: inout Framebuffer) {
        guard graph.size.height >= 24, graph.size.width >= 40 else { return }
        painter.fill(&framebuffer, graph, Palette.graphBackground)
        let curve = overlay.tune.cache.curve(for: TuneCurve.Key(tuning: tuning, samples: Int(graph.size.width)))
        let scale = painter.scale
        let top = graph.minY + 4, height = graph.size.height - line - 8
        func y(_ value: Double) -> Double { top + (curve.high - value) / (curve.high - curve.low) * height }
        func x(_ t: Double) -> Double { graph.minX + t / curve.span * graph.size.width }

        // Where it starts and where it rests.
        painter.fill(&framebuffer, Rect(x: graph.minX, y: y(1).rounded(), width: graph.size.width, height: 1), Palette.graphBudgetLine)
        painter.fill(&framebuffer, Rect(x: graph.minX, y: y(0).rounded(), width: graph.size.width, height: 1), Palette.panelBorder)

        // Time ticks along the bottom.
        let labelY = graph.maxY - line - 2
        for (t, text) in overlay.tune.cache.timeLabels {
            let tickX = x(t).rounded()
            painter.fill(&framebuffer, Rect(x: tickX, y: labelY - 3, width: 1, height: 3), Palette.faintText)
            painter.text(&framebuffer, text, at: Point(x: tickX - painter.width(of: text) / 2, y: labelY), Palette.faintText)
        }

        let count = curve.spring.count
        let step = graph.size.width / Double(max(1, count - 1))
        framebuffer.drawPolyline(
            (0..<count).lazy.map { (x: (graph.minX + Double($0) * step) * scale, y: y(curve.fling[$0]) * scale) },
            width: 1.5 * scale, color: Palette.velocity.withAlpha(170)
        )
        framebuffer.drawPolyline(
            (0..<count).lazy.map { (x: (graph.minX + Double($0) * step) * scale, y: y(curve.spring[$0]) * scale) },
            width: 2 * scale, color: Palette.accent
        )
        marker(at: curve.flingRest <= curve.span ? x(curve.flingRest) : nil, color: Palette.velocity, in: graph, into: &framebuffer)
        marker(at: curve.springRest.flatMap { $0 <= curve.span ? x($0) : nil }, color: Palette.accent, in: graph, into: &framebuffer)
    }

    /// A rest time: a vertical line at `x` down to the time axis, with a notch on the axis.
    private func marker(at x: Double?, color: Color, in graph: Rect, into framebuffer: inout Framebuffer) {
        guard let x else { return }
        let lineX = x.rounded()
        let bottom = graph.maxY - line - 4
        painter.fill(&framebuffer, Rect(x: lineX, y: graph.minY, width: 1, height: bottom - graph.minY), color.withAlpha(150))
        painter.fill(&framebuffer, Rect(x: lineX - 2, y: bottom - 3, width: 5, height: 3), color)
    }
}
