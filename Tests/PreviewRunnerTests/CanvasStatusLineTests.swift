import Testing
import TextUI

@testable import PreviewRunner

/// The live canvas's status line keeps the state's name and position whatever the width,
/// and shortens the component's path, then the keys, instead.
@Suite("The live canvas's status line")
struct CanvasStatusLineTests {
  private static let keys: [CanvasStatusLine.Key] = [
    .init(full: "F2/F3 state", compact: "F2/F3"), .init(full: "F4 find", compact: "F4"),
    .init(full: "F5 restart", compact: "F5"), .init(full: "^C quit", compact: "^C"),
  ]

  private func line(path: String, state: String, position: String? = "3/3", news: String? = nil)
    -> CanvasStatusLine
  {
    CanvasStatusLine(path: path, state: state, position: position, news: news, keys: Self.keys)
  }

  private func width(_ fitted: (leading: String, trailing: String)) -> Int {
    GraphemeWidth.width(of: fitted.leading) + (fitted.trailing.isEmpty ? 0 : 1)
      + GraphemeWidth.width(of: fitted.trailing)
  }

  @Test("a line that fits is kept whole")
  func fitsWhole() {
    let fitted = line(path: "Feed/FeedPreviews", state: "error").fitted(columns: 80)
    #expect(fitted.leading == " Feed/FeedPreviews error 3/3")
    #expect(fitted.trailing == "F2/F3 state · F4 find · F5 restart · ^C quit ")
  }

  @Test("at 80 columns the path loses its leading parts, then its middle, and the state is whole")
  func pathShortenedAt80() {
    let dropped = line(path: "RandomNumberScreen/RandomNumberScreenPreviews", state: "error").fitted(columns: 80)
    #expect(dropped.leading.hasSuffix(" error 3/3"))
    #expect(dropped.trailing == "F2/F3 state · F4 find · F5 restart · ^C quit ")
    #expect(width(dropped) <= 80)
    let elided = line(path: "ItemActions/ItemActionsPreviewsWithAVeryLongName", state: "error").fitted(columns: 80)
    #expect(elided.leading.contains("…"))
    #expect(!elided.leading.contains("ItemActions/"))
    #expect(elided.leading.hasPrefix(" ItemA"))
    #expect(elided.leading.hasSuffix("Name error 3/3"))
    #expect(width(elided) <= 80)
    let parts = line(path: "A/B/C/ItemsPreviews", state: "long state").fitted(columns: 80)
    #expect(parts.leading == " …/C/ItemsPreviews long state 3/3")
    // Too little room for a path worth reading: it is left out.
    let none = line(path: "A/B/C/ItemsPreviews", state: "a rather long state name").fitted(columns: 80)
    #expect(none.leading == " a rather long state name 3/3")
  }

  @Test("at 40 columns the keys are named by their keys alone, then left out, before the state is cut")
  func narrowTerminal() {
    let fitted = line(path: "ItemActions/ItemActionsPreviews", state: "error").fitted(columns: 40)
    #expect(fitted.trailing == "F2/F3 F4 F5 ^C ")
    #expect(fitted.leading.hasSuffix(" error 3/3"))
    #expect(width(fitted) <= 40)
    let long = line(path: "ItemActions/ItemActionsPreviews", state: "fetch fails then succeeds").fitted(columns: 40)
    // Without the keys there is room for the path again, shortened.
    #expect(long.trailing == "")
    #expect(long.leading == " Item…iews fetch fails then succeeds 3/3")
    let longer = line(path: "P", state: "a state whose name is longer than the terminal").fitted(columns: 40)
    #expect(longer.leading.hasSuffix(" 3/3"))
    #expect(longer.leading.contains("…"))
    #expect(width(longer) == 40)
  }

  @Test("wide (CJK) names are measured in columns and never split")
  func wideNames() {
    let fitted = line(path: "設定画面/設定画面のプレビュー", state: "エラー").fitted(columns: 40)
    #expect(fitted.leading.hasSuffix(" エラー 3/3"))
    #expect(width(fitted) <= 40)
    for columns in [20, 30, 40, 60, 80] {
      let cut = line(path: "設定画面/設定画面のプレビュー", state: "とても長い状態の名前が続きます").fitted(columns: columns)
      #expect(width(cut) <= columns, "\(columns): \(cut)")
      #expect(cut.leading.hasSuffix(" 3/3"))
    }
    // A wide character that would cross the limit is left out whole: 7 columns, not 8.
    #expect(CanvasStatusLine.elideMiddle("設定画面のプレビュー", toWidth: 8) == "設定…ー")
    #expect(CanvasStatusLine.elideMiddle("設定画面のプレビュー", toWidth: 7) == "設…ー")
  }

  @Test("the build's news comes first, and is cut before the state")
  func news() {
    let fitted = line(path: "Feed/FeedPreviews", state: "error", news: "rebuilding after Feed.swift…")
      .fitted(columns: 80)
    #expect(fitted.leading == " rebuilding after Feed.swift… — error 3/3" || fitted.leading.hasSuffix("— error 3/3"))
    let narrow = line(path: "Feed/FeedPreviews", state: "error", news: "build failed: error: cannot find 'x' in scope")
      .fitted(columns: 30)
    #expect(narrow.leading.hasPrefix(" build failed"))
    #expect(narrow.leading.hasSuffix(" — error 3/3"))
    #expect(width(narrow) <= 30)
  }

  @Test("shortening a path: its leading parts first, then its middle, then nothing")
  func shortenedPath() {
    #expect(CanvasStatusLine.shortened(path: "A/BB/CCC", toWidth: 8) == "A/BB/CCC")
    #expect(CanvasStatusLine.shortened(path: "A/BB/CCC", toWidth: 7) == "…/CCC")
    #expect(CanvasStatusLine.shortened(path: "Items/ItemsPreviews", toWidth: 9) == "Item…iews")
    #expect(CanvasStatusLine.shortened(path: "Items/ItemsPreviews", toWidth: 3) == "")
  }
}

/// The list F4 opens filters the states by every word typed, in any order, ignoring case.
@Suite("The live canvas's list of states")
struct StatePickerFilterTests {
  private static let names = [
    "ItemActions/ItemActionsPreviews plain", "ItemActions/ItemActionsPreviews edit sheet",
    "ItemList/ItemListPreviews error", "Search/SearchPreviews 検索結果",
  ]

  @Test("an empty query lists every state")
  func emptyQuery() {
    #expect(StatePicker.matches("", in: Self.names) == [0, 1, 2, 3])
    #expect(StatePicker.matches("   ", in: Self.names) == [0, 1, 2, 3])
  }

  @Test("every word must occur in the name, in any order, ignoring case")
  func words() {
    #expect(StatePicker.matches("sheet EDIT", in: Self.names) == [1])
    #expect(StatePicker.matches("item", in: Self.names) == [0, 1, 2])
    #expect(StatePicker.matches("itemlist err", in: Self.names) == [2])
    #expect(StatePicker.matches("検索", in: Self.names) == [3])
    #expect(StatePicker.matches("plain sheet", in: Self.names).isEmpty)
  }
}
