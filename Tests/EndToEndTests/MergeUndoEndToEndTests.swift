import Foundation
import MealLog
import Testing

/// Undoing a merge is local (the week of use of 2026-12-07 lost the phone's banana): it puts
/// this copy back as it was, and never takes a meal from the other copy at the next merge;
/// merging that copy again brings its meals again.
@Suite("Command line: undoing a merge")
struct MergeUndoEndToEndTests {
  let folder = TemporaryFolder("nomeat-merge-undo")
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ words: [String], _ db: String) throws -> Subprocess.Result { try Binary.run(words + ["--db", db]) }

  func names(_ db: String) throws -> [String] {
    let result = try run(["meals", "--json"], db)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (object?["meals"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
  }

  @Test func undoingAMergeNeverDeletesTheOtherCopysMeals() throws {
    let laptop = path("laptop.sqlite3")
    let phone = path("phone.sqlite3")
    #expect(try run(["add", "oats"], laptop).status == 0)
    #expect(try run(["add", "banana"], phone).status == 0)
    #expect(try run(["food", "new", "Phone bar", "--per100g", "kcal=400,protein=8"], phone).status == 0)
    #expect(try run(["merge", phone], laptop).stdout.contains("1 meal added"))
    #expect(try names(laptop) == ["Banana", "Oats"])
    #expect(try run(["undo"], laptop).stdout.hasPrefix("Undid: merged phone.sqlite3"))
    #expect(try names(laptop) == ["Oats"], "the laptop is as it was before the merge")

    // Merged into the phone, the laptop's undo takes nothing away there.
    #expect(try run(["merge", laptop], phone).status == 0)
    #expect(try names(phone) == ["Banana", "Oats"], "the phone keeps its banana")
    #expect(try run(["food", "list"], phone).stdout.contains("Phone bar"), "and its own food")

    // And merging the phone again brings its meals back to the laptop.
    let again = try run(["merge", phone], laptop)
    #expect(again.status == 0 && !again.stdout.contains("nothing new"), "\(again.stdout)")
    #expect(try names(laptop) == ["Banana", "Oats"])
    #expect(try run(["food", "list"], laptop).stdout.contains("Phone bar"))
  }

  @Test func undoingAMergeThatChangedAMealPutsOursBackUntilTheNextMerge() throws {
    let laptop = path("laptop.sqlite3")
    let phone = path("phone.sqlite3")
    #expect(try run(["add", "tofu"], laptop).status == 0)
    #expect(try run(["merge", laptop], phone).status == 0)
    let id = try #require(try JSONSerialization.jsonObject(with: Data(try run(["meals", "--json"], phone).stdout.utf8)) as? [String: Any])
    let short = try #require((id["meals"] as? [[String: Any]])?.first?["shortId"] as? String)
    #expect(try run(["edit", short, "--quantity", "lot"], phone).status == 0)
    #expect(try run(["merge", phone], laptop).stdout.contains("1 meal changed"))
    #expect(try run(["undo"], laptop).status == 0)
    #expect(try run(["meals"], laptop).stdout.contains("Some Tofu"), "ours again")
    #expect(try run(["merge", laptop], phone).status == 0)
    #expect(try run(["meals"], phone).stdout.contains("A lot of Tofu"), "the phone's edit stays")
  }
}
