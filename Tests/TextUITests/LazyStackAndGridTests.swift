import Foundation
import Testing

@testable import TextUI

@Suite("Lazy stacks and lazy grids")
@MainActor
struct LazyStackAndGridTests {
  @Test("LazyVStack lays out like a VStack but takes the offered width, aligning children in it")
  func lazyVStackFillsWidth() {
    let view = LazyVStack(alignment: .trailing) {
      Text("one")
      Text("three")
    }
    .border(.single)
    #expect(
      TestScreen.text(view, width: 12)
        == ["┌──────────┐", "│       one│", "│     three│", "└──────────┘"].joined(separator: "\n"))
  }

  @Test("LazyHStack spaces children one cell apart, as HStack, and takes the offered height")
  func lazyHStackFillsHeight() {
    let view = LazyHStack(alignment: .bottom) {
      Text("a")
      Text("b\nc")
    }
    #expect(TestScreen.text(view, width: 5, height: 3) == ["     ", "  b  ", "a c  "].joined(separator: "\n"))
  }

  @Test("pinnedViews is accepted and a LazyVStack in a ScrollView renders every visible row")
  func pinnedViewsAccepted() {
    let view = ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(1..<6) { Text("Row \($0)") }
      }
    }
    #expect(
      TestScreen.text(view, width: 8, height: 4)
        == ["Row 1   ", "Row 2   ", "Row 3   ", "↓ 2 more"].joined(separator: "\n"))
  }

  nonisolated static let trackCases: [(String, [GridItem], Int, [Int])] = [
    ("three flexible columns share the width", [GridItem(), GridItem(), GridItem()], 20, [6, 6, 6]),
    ("a fixed column is taken first", [GridItem(.fixed(.columns(4))), GridItem(.flexible())], 20, [4, 15]),
    ("flexible columns stop at their maximum", [GridItem(.flexible(maximum: .columns(5))), GridItem()], 20, [5, 14]),
    (
      "adaptive fits as many columns of its minimum as it can", [GridItem(.adaptive(minimum: .columns(5)))], 23,
      [5, 5, 5, 5]
    ),
    ("adaptive spreads the leftover over its columns", [GridItem(.adaptive(minimum: .columns(5)))], 20, [6, 6, 6]),
    (
      "adaptive columns share the leftover cells, first ones first",
      [GridItem(.adaptive(minimum: .columns(3), maximum: .columns(4)))], 12,
      [4, 3, 3]
    ),
    (
      "adaptive columns stop at their maximum", [GridItem(.adaptive(minimum: .columns(3), maximum: .columns(3)))], 14,
      [3, 3, 3]
    ),
    ("adaptive always makes one column", [GridItem(.adaptive(minimum: .columns(30)))], 20, [30]),
    (
      "item spacing replaces the default gap", [GridItem(.flexible(), spacing: .columns(0)), GridItem(.flexible())], 20,
      [10, 10]
    ),
  ]

  @Test("GridItem tracks resolve as SwiftUI's: fixed first, then shares", arguments: trackCases)
  func tracks(_ example: (String, [GridItem], Int, [Int])) {
    let (_, items, width, expected) = example
    #expect(GridTracks.resolve(items, along: .horizontal, available: width, defaultSpacing: 1).lengths == expected)
  }

  @Test("LazyVGrid fills rows left to right, centring each cell in its column")
  func lazyVGridRows() {
    let view = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
      ForEach(["a", "bb", "ccc", "dddd"], id: \.self) { Text($0) }
    }
    #expect(
      TestScreen.text(view, width: 17) == ["  a    bb    ccc ", "dddd             "].joined(separator: "\n"))
  }

  @Test("LazyVGrid rows are as tall as their tallest cell and spacing puts rows apart")
  func lazyVGridRowHeights() {
    let view = LazyVGrid(
      columns: [GridItem(.fixed(.columns(3)), alignment: .topLeading), GridItem(.fixed(.columns(3)))], spacing: .rows(1)
    ) {
      Text("a\nb")
      Text("c")
      Text("d")
    }
    #expect(
      TestScreen.text(view, width: 7) == ["a    c ", "b      ", "       ", "d      "].joined(separator: "\n"))
  }

  @Test("LazyVGrid with adaptive columns makes as many tiles per row as fit the width", arguments: [20, 32])
  func adaptiveTiles(width: Int) {
    let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: .columns(8)))], spacing: 0) {
      ForEach(0..<5) { index in Text("tile \(index)").border(.single) }
    }
    let lines = TestScreen.text(view, width: width).split(separator: "\n")
    let perRow = width == 20 ? 2 : 3
    #expect(lines.count == 3 * ((5 + perRow - 1) / perRow), "\(lines.joined(separator: "\n"))")
    #expect(lines[1].components(separatedBy: "tile").count - 1 == perRow, "\(lines.joined(separator: "\n"))")
  }

  @Test("LazyHGrid fills columns top to bottom in its rows")
  func lazyHGridColumns() {
    let view = LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], alignment: .top) {
      ForEach(["a", "b", "c", "dd", "e"], id: \.self) { Text($0) }
    }
    #expect(TestScreen.text(view, width: 8) == ["a c  e  ", "b dd    "].joined(separator: "\n"))
  }
}
