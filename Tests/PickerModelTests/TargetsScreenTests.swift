import Testing

@testable import PickerModel

/// The targets screen: targets set in the app (the week of use found them on the command line
/// only): + starts a target at its reference and steps it, within the figures `target set`
/// takes; d clears it; Esc goes back to settings.
@Suite("Targets screen reducer")
struct TargetsScreenTests {
  let app = App(mainScreen: builtInPicker)
  let size = TerminalSize(columns: 80, rows: 24)

  func onTargets(kcal: Double?) -> AppState {
    var state = app.initialState(purpose: .mealEntry, size: size)
    state.targets = DayTargets(
      today: [.init(.kcal, total: 0, target: kcal), .init(.protein, total: 0, target: nil), .init(.fibre, total: 0, target: nil)],
      week: .init(.co2eWeek, total: 0, target: nil))
    app.reduce(into: &state, action: .mainScreen(.settingsPressed))
    #expect(KeyBindings.action(for: .character("t"), in: state.mode) == .settings(.targetsPressed))
    app.reduce(into: &state, action: .settings(.targetsPressed))
    return state
  }

  @Test func plusStartsATargetAtItsReferenceAndStepsIt() {
    var state = onTargets(kcal: nil)
    #expect(state.screen == .targets && state.mode == .targets)
    #expect(app.reduce(into: &state, action: .targets(.increasePressed)) == [.saveTarget(.kcal, 2000)])
    state = onTargets(kcal: 2000)
    #expect(app.reduce(into: &state, action: .targets(.decreasePressed)) == [.saveTarget(.kcal, 1900)])
    app.reduce(into: &state, action: .targets(.moveHighlight(.down)))
    #expect(app.reduce(into: &state, action: .targets(.increasePressed)) == [.saveTarget(.protein, 50)])
    #expect(app.reduce(into: &state, action: .targets(.clearPressed)).isEmpty, "nothing to clear")
  }

  @Test func aTargetStaysWithinWhatTargetSetTakesAndClears() {
    var state = onTargets(kcal: 500)
    #expect(app.reduce(into: &state, action: .targets(.decreasePressed)).isEmpty, "500 kcal is the floor of the range")
    #expect(app.reduce(into: &state, action: .targets(.clearPressed)) == [.saveTarget(.kcal, nil)])
    app.reduce(into: &state, action: .targets(.closePressed))
    #expect(state.screen == .settings)
  }
}
