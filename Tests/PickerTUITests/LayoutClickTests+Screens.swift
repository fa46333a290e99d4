import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// The other screens' layouts: at three sizes, the title, the rule, the lines, the limits, the
/// field and the help line are drawn on the rows their layout names (the history's days and the
/// settings' entries, which take clicks, are tested with the clicks).
extension LayoutClickTests {
  /// The rows every such screen shares: its title, the rule, and the keys of its mode.
  func expectChrome(_ frame: Frame, _ layout: ScreenLayout, title: String, mode: AppMode, sourceLocation: SourceLocation = #_sourceLocation) {
    let size = frame.size
    #expect(drawn(frame, row: layout.titleRow, columns: layout.text).hasPrefix(title), "title at \(size)", sourceLocation: sourceLocation)
    #expect(
      drawn(frame, row: layout.ruleRow, columns: layout.text) == String(repeating: "─", count: layout.textWidth), "rule at \(size)",
      sourceLocation: sourceLocation)
    let help = unicode.glyphs.helpText(for: mode, width: layout.textWidth)
    #expect(!help.isEmpty && drawn(frame, row: layout.helpRow, columns: layout.text).hasPrefix(help), "help at \(size)", sourceLocation: sourceLocation)
  }

  @Test(arguments: sizes)
  func theKeyListIsDrawnWhereItsLayoutSays(size: TerminalSize) {
    let state = state(size, [.mainScreen(.helpPressed), .help(.scrollPressed(.down))])
    let frame = unicode.render(state)
    let lines = KeyListLines(glyphs: unicode.glyphs).lines
    let layout = HelpLayout(size: size, keyLabels: lines.map(\.key))
    expectChrome(frame, layout.screen, title: "Keys", mode: .help)
    #expect(layout.lines.count == HelpState.listRows(size: size), "as many rows as the list scrolls by")
    #expect(lines.count == HelpState.lineCount, "as many lines as the key list scrolls over")
    for (row, line) in zip(layout.lines, lines.dropFirst(state.help.scroll)) {
      if line.isHeading {
        #expect(drawn(frame, row: row, columns: layout.headingColumn..<size.columns).hasPrefix(line.text), "\(line.text) at \(size)")
      } else if !line.key.isEmpty {
        #expect(drawn(frame, row: row, columns: layout.keyColumn..<size.columns).hasPrefix(line.key), "\(line.key) at \(size)")
        let words = DisplayWidth.truncate(line.text, to: layout.wordsWidth, ellipsis: unicode.glyphs.ellipsis)
        #expect(drawn(frame, row: row, columns: layout.wordsColumn..<size.columns).hasPrefix(words), "\(line.text) at \(size)")
      }
    }
  }

  @Test(arguments: sizes)
  func theLimitsAreDrawnWhereTheirLayoutSays(size: TerminalSize) {
    let limits = ReasonsGoldenTests.rows
    let opened = state(size, [.mainScreen(.settingsPressed), .settings(.limitsPressed), .limits(.rowsLoaded(limits)), .limits(.moveHighlight(.end))])
    let frame = unicode.render(opened)
    let layout = LimitsLayout(opened)
    expectChrome(frame, layout.screen, title: "Limits", mode: .limits)
    #expect(layout.limits.shown.contains(opened.limits.highlight), "the highlighted limit in view at \(size)")
    for index in layout.limits.shown {
      #expect(
        drawn(frame, row: layout.limits.row(of: index), columns: layout.screen.text).contains(limits[index].name.prefix(6)),
        "\(limits[index].name), cut where narrow, at \(size)")
    }
    // Adding: the field, and its candidates right above it.
    let adding = state(size, [.mainScreen(.settingsPressed), .settings(.limitsPressed), .limits(.addPressed), .limits(.characterTyped("s"))])
    let field = unicode.render(adding)
    #expect(drawn(field, row: layout.fieldRow, columns: layout.screen.text).hasPrefix("New limit: s_"), "the field at \(size)")
    let candidate = mainScreen.limitCandidates("s").first.map { LimitWords.candidate($0.target) } ?? "?"
    #expect(drawn(field, row: layout.candidateRow(0), columns: layout.screen.text).contains(candidate), "the nearest candidate at \(size)")
  }

  @Test(arguments: sizes)
  func theReviewIsDrawnWhereItsLayoutSays(size: TerminalSize) {
    let review = ReasonsGoldenTests.review
    let state = state(size, [.mainScreen(.historyPressed), .history(.reviewPressed), .report(.reviewLoaded(review))])
    let frame = unicode.render(state)
    let layout = ReviewLayout(size: size)
    expectChrome(frame, layout.screen, title: "Weekly review", mode: .report)
    let lines = ReviewLines.lines(review, unicode: true, barWidth: ReviewView.barWidth)
    #expect(layout.lines.count == ReportState.rows(size: size), "as many rows as the review scrolls by")
    for (row, line) in zip(layout.lines, lines) {
      let cut = DisplayWidth.truncate(line, to: layout.screen.textWidth, ellipsis: unicode.glyphs.ellipsis)
      #expect(drawn(frame, row: row, columns: layout.screen.text).hasPrefix(cut), "\(line) at \(size)")
    }
  }

  @Test(arguments: sizes)
  func theNutrientsAreDrawnWhereTheirLayoutSays(size: TerminalSize) {
    let report = NutrientsGoldenTests.report
    let state = state(size, [.nutrientsPressed, .nutrients(.reportLoaded(report, day: calendarDay("2026-12-02")))])
    let frame = unicode.render(state)
    let layout = NutrientsLayout(size: size)
    expectChrome(frame, layout.screen, title: "Nutrients", mode: .nutrients)
    #expect(drawn(frame, row: layout.screen.titleRow, columns: 0..<size.columns).hasSuffix("-day average "), "the period at the right at \(size)")
    #expect(drawn(frame, row: layout.headRow, columns: layout.screen.text).contains("of a day's goal"), "the heads at \(size)")
    let lines = NutrientsLines(glyphs: unicode.glyphs, barWidth: layout.barWidth).lines(report)
    #expect(layout.lines.count == NutrientsState.rows(size: size), "as many rows as the screen scrolls by")
    for (row, line) in zip(layout.lines, lines) {
      let cut = DisplayWidth.truncate(line.text, to: layout.screen.textWidth, ellipsis: unicode.glyphs.ellipsis)
      #expect(drawn(frame, row: row, columns: layout.screen.text).hasPrefix(cut), "\(line.text) at \(size)")
    }
  }
}

extension LayoutClickTests {
  /// The review's chart in the history's colours (the week of use found it grey): a meat day's
  /// bar red, a meat-free day's green.
  @Test func theReviewsBarsAreColouredAsTheHistorys() throws {
    let review = ReasonsGoldenTests.review
    let size = TerminalSize(columns: 80, rows: 24)
    let frame = unicode.render(state(size, [.mainScreen(.historyPressed), .history(.reviewPressed), .report(.reviewLoaded(review))]))
    let layout = ReviewLayout(size: size)
    let rows = ReviewLines.chartLines(review).map { layout.lines.lowerBound + $0 }
    let meatDay = try #require(rows.first)
    let freeDay = rows[1]
    #expect(review.days[0].ateMeat == true && review.days[1].ateMeat == false)
    #expect(frame.cells[meatDay].filter { $0.character == "█" }.allSatisfy { $0.style.color == .meat })
    #expect(frame.cells[freeDay].filter { $0.character == "█" }.allSatisfy { $0.style.color == .plant })
    #expect(frame.cells[meatDay].contains { $0.character == "█" } && frame.cells[freeDay].contains { $0.character == "█" })
  }
}

extension LayoutClickTests {
  /// The targets screen says each target, whether it is a floor or a ceiling, and its figure.
  @Test func theTargetsScreenSaysEachTargetAndItsBound() {
    var app = state(TerminalSize(columns: 80, rows: 24), [.mainScreen(.settingsPressed), .settings(.targetsPressed)])
    app.targets = DayTargets(
      today: [.init(.kcal, total: 0, target: 1800), .init(.protein, total: 0, target: nil), .init(.fibre, total: 0, target: 30)],
      week: .init(.co2eWeek, total: 0, target: nil))
    let text = unicode.render(app).text
    #expect(text.contains("Targets"))
    for line in ["kcal a day, at most", "1800 kcal", "protein a day, at least", "not set", "fibre a day, at least", "30 g", "footprint a week, at most"] {
      #expect(text.contains(line), "\(line) in \(text)")
    }
  }
}
