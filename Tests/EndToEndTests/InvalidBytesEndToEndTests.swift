import Foundation
import Testing

/// A byte that is not UTF-8 (0xFF, or Latin-1 text from an old terminal or a paste) used to
/// leave the program deaf: ncurses held it and swallowed every key after it, Esc, q and
/// Ctrl-C included (issue 38, fault 1). The byte is dropped and the next key is read.
@Suite("Bytes that are not UTF-8, in a real terminal", .enabled(if: Tmux.isInstalled, "needs tmux (bash .ci/run installs it)"))
struct InvalidBytesEndToEndTests {
  /// "café" as Latin-1 in a bracketed paste: ESC[200~ caf 0xE9 ESC[201~.
  static let latin1Paste: [UInt8] = Array("\u{1B}[200~caf".utf8) + [0xE9] + Array("\u{1B}[201~".utf8)

  func startPick() throws -> Tmux {
    try Tmux("\(Binary.command("pick")) > out.txt; echo finished with $?")
  }

  /// The search field's row.
  func field(_ screen: [String]) -> String { screen.first { $0.contains("🔍") } ?? "" }

  @Test func pickReadsTheKeysAfterAByteThatIsNotUTF8AndCtrlCQuits() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.sendBytes([0xFF])
    try tmux.type("tofu")
    try tmux.waitFor("the typed query") { field($0).contains("🔍 tofu") }
    try tmux.sendBytes([0xFF])
    try tmux.send("C-c")
    try tmux.waitFor("finished with 130")
  }

  @Test func aLatin1PasteKeepsItsTextAndTheKeysAfterIt() throws {
    let tmux = try startPick()
    try tmux.waitFor("DAIRY")
    try tmux.sendBytes(Self.latin1Paste)
    try tmux.type("e")
    try tmux.waitFor("the pasted text and the key after it") { field($0).contains("🔍 cafe") }
    try tmux.send("C-c")
    try tmux.waitFor("finished with 130")
  }

  @Test func theAppAnswersQAfterAByteThatIsNotUTF8() throws {
    let tmux = try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.sendBytes([0xFF])
    try tmux.send("q")
    try tmux.waitFor("finished with 0")
  }

  @Test func theAppAnswersCtrlCAfterALatin1Paste() throws {
    let tmux = try Tmux("\(Binary.command("--db log.sqlite3")); echo finished with $?")
    try tmux.waitFor("Did you eat meat today?")
    try tmux.sendBytes(Self.latin1Paste)
    try tmux.send("C-c")
    try tmux.waitFor("finished with 130")
  }
}
