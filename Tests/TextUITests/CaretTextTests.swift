import Testing

@testable import TextUI

/// Editing at a caret, as a focused field does: the caret stays on a character boundary
/// whatever the text's clusters are, and lines are found by their breaks.
@Suite("CaretText")
struct CaretTextTests {
  @Test("typing inserts at the caret and moves it past what was typed")
  func insert() {
    var text = CaretText("Ada", caret: 1)
    text.insert("r")
    #expect(text.text == "Arda")
    #expect(text.characterOffset == 2)
    #expect(text.changed)
  }

  @Test("a combining mark typed after a letter joins it, and the caret stays after the character")
  func combiningMark() {
    var text = CaretText("cafe")
    text.insert("\u{301}")
    #expect(text.text == "café")
    #expect(text.characterOffset == 4)
    #expect(text.caret == text.text.utf8.count)
    // A letter typed before a lone combining mark is joined by it: the caret stays before.
    var lone = CaretText("\u{301}x", caret: 0)
    lone.insert("e")
    #expect(lone.text == "e\u{301}x")
    #expect(lone.characterOffset == 0)
  }

  @Test("Backspace and Delete remove a whole character, however many scalars it has")
  func deleteClusters() {
    var text = CaretText("a👨‍👩‍👧b", caret: 1 + "👨‍👩‍👧".utf8.count)
    text.deleteBackward()
    #expect(text.text == "ab")
    #expect(text.characterOffset == 1)
    var forward = CaretText("a🇯🇵b", caret: 1)
    forward.deleteForward()
    #expect(forward.text == "ab")
  }

  @Test("a caret given inside a character starts at that character")
  func roundsDown() {
    let text = CaretText("ae\u{301}b", caret: 2)
    #expect(text.caret == 1)
    #expect(CaretText("漢字", caret: 4).caret == 3)
    #expect(CaretText("abc", caret: 99).caret == 3)
    #expect(CaretText("abc", caret: -1).caret == 0)
  }

  @Test("arrows move a character at a time; Home and End go to the ends of the caret's line")
  func movement() {
    var text = CaretText("one\ntwo e\u{301}\nthree", caret: 6)
    text.moveToLineStart()
    #expect(text.characterOffset == 4)
    text.moveToLineEnd()
    #expect(text.characterOffset == 9)
    text.moveLeft()
    #expect(text.characterOffset == 8)
    text.moveRight()
    text.moveRight()
    #expect(text.characterOffset == 10)
    #expect(!text.changed)
  }

  @Test("Ctrl-W removes the word before the caret, Ctrl-U and Ctrl-K the line before and after it")
  func wordAndLineDeletion() {
    var word = CaretText("hello brave  world")
    word.deleteWordBackward()
    #expect(word.text == "hello brave  ")
    word.deleteWordBackward()
    #expect(word.text == "hello ")
    var line = CaretText("first\nsecond line\nthird", caret: 9)
    line.deleteToLineStart()
    #expect(line.text == "first\nond line\nthird")
    line.deleteToLineEnd()
    #expect(line.text == "first\n\nthird")
    #expect(line.characterOffset == 6)
  }

  @Test("an edit of a megabyte of text keeps every other character")
  func longText() {
    let long = String(repeating: "0123456789", count: 100_000)
    var text = CaretText(long)
    text.insert("END")
    text.moveLeft()
    text.deleteBackward()
    #expect(text.text.utf8.count == long.utf8.count + 2)
    #expect(text.text.hasSuffix("89ED"))
    #expect(text.caret == long.utf8.count + 1)
  }
}
