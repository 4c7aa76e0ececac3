import Foundation
import Testing

@testable import TextUI

@Suite("Grid")
@MainActor
struct GridTests {
  @Test("columns are as wide as their widest cell, and a view outside a GridRow spans them all")
  func columnsAndDivider() {
    let view = Grid(alignment: .leading) {
      GridRow {
        Text("Title").bold()
        Text("Pages").bold()
      }
      Divider()
      GridRow {
        Text("Dune")
        Text("412")
      }
      GridRow {
        Text("The Hobbit")
        Text("310")
      }
    }
    #expect(
      TestScreen.text(view, width: 20)
        == [
          "Title      Pages    ",
          "────────────────    ",
          "Dune       412      ",
          "The Hobbit 310      ",
        ].joined(separator: "\n"))
  }

  @Test("gridColumnAlignment on one cell aligns its whole column; cells default to the grid's alignment")
  func columnAlignment() {
    let view = Grid(horizontalSpacing: .columns(2)) {
      GridRow {
        Text("Book")
        Text("Pages").gridColumnAlignment(.trailing)
      }
      GridRow {
        Text("A")
        Text("7")
      }
    }
    #expect(TestScreen.text(view, width: 11) == ["Book  Pages", " A        7"].joined(separator: "\n"))
  }

  @Test("gridCellColumns spans columns; a row with fewer cells leaves the rest empty")
  func spanning() {
    let view = Grid(alignment: .leading, verticalSpacing: .rows(1)) {
      GridRow {
        Text("a")
        Text("bb")
        Text("c")
      }
      GridRow {
        Text("wide heading").gridCellColumns(2)
        Text("x")
      }
      GridRow { Text("z") }
    }
    #expect(
      TestScreen.text(view, width: 16)
        == ["a bb         c  ", "                ", "wide heading x  ", "                ", "z               "]
        .joined(separator: "\n"))
  }

  @Test("gridCellUnsizedAxes keeps a flexible cell from widening its columns; it takes its area")
  func unsizedAxes() {
    func grid(unsized: Axis.Set) -> some View {
      Grid(alignment: .leading) {
        GridRow {
          Text("ab")
          Text("cd")
        }
        GridRow {
          Color.red.frame(height: .rows(1)).gridCellUnsizedAxes(unsized).gridCellColumns(2)
        }
      }
    }
    let unsized = TestScreen.frame(grid(unsized: .horizontal), width: 8)
    #expect(PlainTextRenderer().render(unsized.buffer) == ["ab cd   ", "        "].joined(separator: "\n"))
    #expect(
      unsized.buffer.row(1).map { $0.style.background == .red } == [true, true, true, true, true, false, false, false])
    // Sized, the colour is flexible and its columns grow to the whole width.
    let sized = TestScreen.frame(grid(unsized: []), width: 8)
    #expect(PlainTextRenderer().render(sized.buffer) == ["ab cd   ", "        "].joined(separator: "\n"))
    #expect(sized.buffer.row(1).map { $0.style.background == .red } == Array(repeating: true, count: 8))
  }

  @Test("gridCellAnchor and GridRow alignment place a cell inside its area")
  func anchorAndRowAlignment() {
    let view = Grid {
      GridRow(alignment: .top) {
        Text("1\n2\n3")
        Text("top")
        Text("x").gridCellAnchor(.bottomTrailing)
      }
      GridRow {
        Text("")
        Text("")
        Text("wide")
      }
    }
    #expect(
      TestScreen.text(view, width: 10)
        == ["1 top     ", "2         ", "3        x", "      wide"].joined(separator: "\n"))
  }

  @Test("a grid wider than the offered width takes cells from its widest column, wrapping its text")
  func shrinksWidestColumn() {
    let view = Grid(alignment: .topLeading) {
      GridRow {
        Text("id")
        Text("a title that wraps")
      }
    }
    #expect(
      TestScreen.text(view, width: 12) == ["id a title  ", "   that     ", "   wraps    "].joined(separator: "\n"))
  }

  @Test("a flexible cell shares the width the columns leave")
  func flexibleCellGrows() {
    let view = Grid {
      GridRow {
        Text("a")
        Color.red.frame(height: .rows(1))
        Text("b")
      }
    }
    #expect(TestScreen.text(view, width: 9).count == 9)
    let frame = TestScreen.frame(view, width: 9)
    #expect(PlainTextRenderer().render(frame.buffer) == "a       b")
    #expect(frame.buffer.row(0)[4].style.background == .red)
  }

  @Test("a GridRow outside a Grid lays out as an HStack")
  func rowAlone() {
    let view = GridRow {
      Text("a")
      Text("b")
    }
    #expect(TestScreen.text(view, width: 5) == "a b  ")
  }
}
