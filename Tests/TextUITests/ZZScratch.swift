import Testing
@testable import TextUI

@MainActor func show<V: View>(_ name: String, _ v: V, _ w: Int, _ h: Int? = nil) {
  let g = ViewGraph(v)
  let f = g.render(width: w, height: h)
  let s = PlainTextRenderer().render(f.buffer)
  print("### \(name) w=\(w)")
  print(s.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }.joined(separator: "\n"))
}


struct Item: Identifiable { let id: Int; let name: String }
struct Card: ViewModifier { func body(content: Content) -> some View { content.padding(.horizontal).border(.rounded) } }
@Test @MainActor func scratch() {
  show("foreach ident", VStack(alignment: .leading) { ForEach([Item(id: 1, name: "one"), Item(id: 2, name: "two")]) { Text($0.name) } }, 6)
  show("foreach kp", HStack { ForEach(["x", "y", "z"], id: \.self) { Text($0) } }, 6)
  show("card", Text("hi").modifier(Card()), 8)
  show("jpborder edge", Text("日本語").fixedSize().frame(width: 3, alignment: .leading).border(), 6)
  show("jpclip lead", Text("日本語").fixedSize().frame(width: 3, alignment: .leading).clipped(), 6)
  show("jpcanvas", Text("日本語"), 3)
  show("jpcanvas5", Text("日本語").fixedSize(), 5)
  show("center", Text("the quick brown fox jumps").multilineTextAlignment(.center), 10)
  show("trailing", Text("the quick brown fox jumps").multilineTextAlignment(.trailing), 10)
  show("ll2", Text("the quick brown fox jumps over").lineLimit(2), 10)
  show("fixed in hstack", HStack { Text("hello world").fixedSize(); Text("x y z w") }, 14)
  show("fixed frame heights", Text("a").frame(width: 3, height: 3, alignment: .bottomTrailing).border(), 6)
  show("maxw", HStack(spacing: 0) { Text("ab").frame(maxWidth: 4).border(); Text("c") }, 12)
  show("minmax", Text("abcdefgh").frame(minWidth: 2, maxWidth: 5).border(), 12)
  show("vstack infinity", VStack { Text("a").frame(maxWidth: .infinity, alignment: .trailing); Text("b") }, 6)
  show("hstack flexible frames", HStack(spacing: 0) { Text("a").frame(maxWidth: .infinity).border(); Text("b").frame(maxWidth: .infinity).border() }, 12)
  show("three spacers", HStack(spacing: 0) { Spacer(); Text("a"); Spacer(); Text("b"); Spacer() }, 11)
  show("list of rows", List { Text("a"); Text("b"); Text("c") }, 6, 2)
  show("list fits", List { Text("a"); Text("b") }, 6, 3)
  show("scroll fits", ScrollView { VStack { Text("1"); Text("2") } }, 6, 4)
  show("scroll many", ScrollView { ForEach(0..<10) { Text("line \($0)") } }, 12, 4)
  show("anyview", VStack { AnyView(Text("a")); AnyView(HStack { Text("b"); Text("c") }) }, 6)
  show("vstack div wide", VStack { Text("abc"); Divider() }.border(), 7)
  show("label plain btn", Button("Go") {}.buttonStyle(.plain), 6)
  show("pv det 10", ProgressView(value: 0.3), 10)
  show("pv det title", ProgressView("Up", value: 0.25).frame(width: 20), 20)
  show("zstack center", ZStack { Text("abcde\nabcde\nabcde"); Text("X") }, 6)
  show("zstack bl", ZStack(alignment: .bottomLeading) { Text("abcde\nabcde\nabcde"); Text("X") }, 6)
  show("overlay", Color.red.frame(width: 4, height: 2).overlay(Text("X"), alignment: .bottomTrailing), 6)
}
