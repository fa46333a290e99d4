import Foundation
import PickerModel
import Testing
import FoodData

@testable import PickerTUI

/// The README's screens are what the app draws today over the built-in catalog: each frame in
/// the README is found, line for line, in a render of the state it shows. A change to a screen
/// or to the catalog that changes one fails here until the README is taken again
/// (NOMEAT_RECORD_README=1 writes the frames into it).
@Suite("The README's screens")
struct ReadmeScreensTests {
  static let live: MainScreen = {
    do { return MainScreen(catalog: try Catalog.builtIn()) } catch { fatalError("\(error)") }
  }()
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The states the README shows, each at the size it is shown; whole screens, or (nil
  /// `whole`) a part of one, found by its first line.
  static func renders() -> [(lines: [String], whole: Bool)] {
    let app = App(mainScreen: live)
    let renderer = Renderer(mainScreen: live, glyphs: Glyphs(unicode: true))
    func render(_ rows: Int, _ actions: [AppAction]) -> [String] {
      var state = app.initialState(
        purpose: .mealEntry, size: TerminalSize(columns: 80, rows: rows),
        snapshot: LogSnapshot(day: sampleDay, recentFoodIDs: ["egg", "beef"], meatSections: ["red-meat", "poultry", "game", "fish", "shellfish"]))
      for action in actions { app.reduce(into: &state, action: action) }
      return renderer.render(state).lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
    return [
      (render(16, []), true),
      (render(24, [.mainScreen(.foodButtonPressed)]), true),
      (render(24, [.mainScreen(.searchPressed)] + "beef".map { .mainScreen(.characterTyped($0)) }), false),
      (render(24, [.mainScreen(.focusPreviousPressed), .mainScreen(.confirmPressed)]), false),
      (render(24, [.mainScreen(.historyPressed), .history(.daysLoaded(AppScreenGoldenTests.days))]), true),
      (render(16, MealListGoldenTests.editingBeef), true),
    ]
  }

  /// The README's screen frames: fenced blocks that start as a screen does.
  static func frames(_ lines: [String]) -> [Range<Int>] {
    var frames: [Range<Int>] = []
    var start: Int?
    for (index, line) in lines.enumerated() where line.hasPrefix("```") {
      if let open = start {
        let first = lines.indices.contains(open) ? lines[open] : ""
        if [" No Meat Today", "┌─ Pick a food", " ─ ", " History"].contains(where: first.hasPrefix) { frames.append(open..<index) }
        start = nil
      } else {
        start = index + 1
      }
    }
    return frames
  }

  /// Where a frame's first line stands in its render, by its first 24 characters.
  static func crop(_ frame: [String], in render: [String]) -> [String]? {
    for start in render.indices where render[start].prefix(24) == frame[0].prefix(24) && start + frame.count <= render.count {
      let candidate = Array(render[start..<(start + frame.count)])
      if ProcessInfo.processInfo.environment["NOMEAT_RECORD_README"] != nil || candidate == frame { return candidate }
    }
    return nil
  }

  @Test func everyScreenInTheReadmeIsDrawnAsShown() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    let renders = Self.renders()
    let frames = Self.frames(lines)
    #expect(frames.count == renders.count, "the README shows \(renders.count) screens")
    var changed = false
    // The README's frames in order: main screen, sheet, results, quantity list, history, edit row.
    for (range, render) in zip(frames, renders).reversed() {
      let frame = Array(lines[range])
      let recording = ProcessInfo.processInfo.environment["NOMEAT_RECORD_README"] != nil
      guard let drawn = render.whole ? (recording || render.lines == frame ? render.lines : nil) : Self.crop(frame, in: render.lines) else {
        Issue.record("README line \(range.lowerBound + 1): this frame is not what the app draws:\n\(frame.joined(separator: "\n"))")
        continue
      }
      if drawn != frame {
        lines.replaceSubrange(range, with: drawn)
        changed = true
      }
    }
    if changed { try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8) }
  }
}
