import Testing

@testable import TextUI

/// A screen that presents a sheet, a confirmation dialog and an alert from deep inside it.
private struct Library: View {
  @State var isEditing = false
  @State var confirming = false
  @State var failed = false
  @State var log: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Text("Dune").bold()
      Button("Edit") { isEditing = true }
      Button("Delete") { confirming = true }
      Button("Sync") { failed = true }
      Text("log: \(log.joined(separator: ","))")
    }
    .sheet(isPresented: $isEditing, onDismiss: { log.append("dismissed") }) {
      EditSheet()
    }
    .confirmationDialog("Delete this book?", isPresented: $confirming, titleVisibility: .visible) {
      Button("Delete Book", role: .destructive) { log.append("deleted") }
    } message: {
      Text("Its notes go too.")
    }
    .alert("Sync failed", isPresented: $failed) {
      Button("Retry") { log.append("retry") }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("The server did not answer.")
    }
  }
}

private struct EditSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title = "Dune"
  var body: some View {
    NavigationStack {
      TextField("Title", text: $title)
        .navigationTitle("Edit")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
          ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
        }
    }
  }
}

@Observable private final class AlertModel {
  var showing = false
}

private struct AlertModelScreen: View {
  @Bindable var model: AlertModel
  var body: some View {
    Text("Main").alert("Hello", isPresented: $model.showing) {}
  }
}

/// Renders a view, taps controls by label and renders again, as a preview's steps do.
@MainActor
private final class Screen {
  let graph: ViewGraph
  let width: Int
  let height: Int?
  private(set) var frame: RenderedFrame

  init<V: View>(_ view: V, width: Int = 40, height: Int? = nil) {
    graph = ViewGraph(view)
    self.width = width
    self.height = height
    frame = graph.render(width: width, height: height, placement: .topLeading)
  }

  var text: String { PlainTextRenderer().render(frame.buffer) }
  var labels: [String] { frame.regions.map(\.label) }

  /// Taps `label` and renders until the state it changed (and what `onDismiss` changed
  /// after the render that removed a presentation) has been drawn.
  @discardableResult
  func tap(_ label: String) -> Bool {
    guard Regions.tap(label, in: frame) else { return false }
    frame = graph.render(width: width, height: height, placement: .topLeading)
    while graph.invalidation.needsRender { frame = graph.render(width: width, height: height, placement: .topLeading) }
    return true
  }
}

private func lines(_ lines: String...) -> String { lines.joined(separator: "\n") }

@Suite("Presentations")
@MainActor
struct PresentationTests {
  @Test("a sheet is a bordered panel over the dimmed screen, and only its controls can be tapped")
  func sheetOverScreen() {
    let screen = Screen(Library())
    #expect(screen.tap("Edit"))
    #expect(
      screen.text
        == lines(
          "Dune                                    ",
          "╭──────────────────────────────────────╮",
          "│Cancel                            Done│",
          "│Edit                                  │",
          "│[Dune________________________________]│",
          "╰──────────────────────────────────────╯"))
    #expect(screen.labels == ["Cancel", "Done", "Title"])
    #expect(screen.frame.buffer[0, 0].style.attributes == [.bold, .dim])
    #expect(screen.frame.buffer[1, 2].style.attributes == [])
  }

  @Test("dismiss inside a sheet closes it, then onDismiss runs")
  func dismissClosesSheet() {
    let screen = Screen(Library())
    screen.tap("Edit")
    #expect(screen.tap("Done"))
    #expect(
      screen.text
        == lines(
          "Dune                                    ",
          "[ Edit ]                                ",
          "[ Delete ]                              ",
          "[ Sync ]                                ",
          "log: dismissed                          "))
    #expect(screen.labels == ["Edit", "Delete", "Sync"])
  }

  @Test("a confirmation dialog is an action sheet at the bottom; its button runs and dismisses")
  func confirmationDialog() {
    let screen = Screen(Library())
    screen.tap("Delete")
    #expect(
      screen.text
        == lines(
          "Dune                                    ",
          "[ Edit ]                                ",
          "[╭────────────────────────────────────╮ ",
          "[│         Delete this book?          │ ",
          "l│         Its notes go too.          │ ",
          " │────────────────────────────────────│ ",
          " │            Delete Book             │ ",
          " ╰────────────────────────────────────╯ ",
          " ╭────────────────────────────────────╮ ",
          " │               Cancel               │ ",
          " ╰────────────────────────────────────╯ "))
    #expect(screen.labels == ["Delete Book", "Cancel"])
    let deleteBook = screen.frame.regions[0].rect
    #expect(screen.frame.buffer[deleteBook.origin.x + 12, deleteBook.origin.y].style.foreground == .red)
    screen.tap("Delete Book")
    #expect(screen.text.contains("log: deleted"))
    #expect(screen.labels == ["Edit", "Delete", "Sync"])
  }

  @Test("an alert is a centred box: title bold, message, Cancel leading and bold, then the action")
  func alertBox() {
    let screen = Screen(Library())
    screen.tap("Sync")
    #expect(
      screen.text
        == lines(
          "Dune                                    ",
          "[ ╭──────────────────────────────────╮  ",
          "[ │           Sync failed            │  ",
          "[ │    The server did not answer.    │  ",
          "lo│──────────────────────────────────│  ",
          "  │     Cancel     │      Retry      │  ",
          "  ╰──────────────────────────────────╯  ",
          "                                        "))
    #expect(screen.labels == ["Cancel", "Retry"])
    #expect(screen.frame.buffer[14, 2].style.attributes == [.bold])
    #expect(screen.frame.buffer[8, 5].style.attributes == [.bold])
    #expect(screen.frame.buffer[25, 5].style.attributes == [])
    screen.tap("Retry")
    #expect(screen.text.contains("log: retry"))
    #expect(screen.labels == ["Edit", "Delete", "Sync"])
  }

  @Test(
    "alert buttons follow iOS: one alone, two in a row with cancel leading, more stacked with cancel last",
    arguments: [
      (
        "legacy dismiss button",
        [
          "Behind                        ", "  ╭────────────────────────╮  ", "  │         Saved          │  ",
          "  │       All good.        │  ", "  │────────────────────────│  ", "  │           OK           │  ",
          "  ╰────────────────────────╯  ", "                              ",
        ]
      ),
      (
        "legacy primary and secondary",
        [
          "Behind                        ", "  ╭────────────────────────╮  ", "  │        Delete?         │  ",
          "  │────────────────────────│  ", "  │  Cancel   │   Delete   │  ", "  ╰────────────────────────╯  ",
          "                              ",
        ]
      ),
      (
        "three buttons",
        [
          "Behind                        ", "  ╭────────────────────────╮  ", "  │         Three          │  ",
          "  │────────────────────────│  ", "  │          One           │  ", "  │────────────────────────│  ",
          "  │          Two           │  ", "  │────────────────────────│  ", "  │         Cancel         │  ",
          "  ╰────────────────────────╯  ", "                              ",
        ]
      ),
      (
        "no buttons",
        [
          "Behind                        ", "  ╭────────────────────────╮  ", "  │         Empty          │  ",
          "  │────────────────────────│  ", "  │           OK           │  ", "  ╰────────────────────────╯  ",
          "                              ",
        ]
      ),
    ])
  func alertButtons(name: String, expected: [String]) {
    let behind = Text("Behind")
    let view: AnyView =
      switch name {
      case "legacy dismiss button":
        AnyView(
          behind.alert(isPresented: .constant(true)) {
            Alert(title: Text("Saved"), message: Text("All good."), dismissButton: .default(Text("OK")))
          })
      case "legacy primary and secondary":
        AnyView(
          behind.alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
          })
      case "three buttons":
        AnyView(
          behind.alert("Three", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("One") {}
            Button("Two") {}
          })
      default:
        AnyView(behind.alert("Empty", isPresented: .constant(true)) {})
      }
    #expect(TestScreen.text(view, width: 30) == expected.joined(separator: "\n"))
  }

  @Test("a dialog hides its title by default, as iOS does, and gets a Cancel button when it has none")
  func dialogDefaults() {
    let view = Text("Behind").confirmationDialog("Hidden title", isPresented: .constant(true)) {
      Button("Share") {}
      Button("Remove", role: .destructive) {}
    }
    #expect(
      TestScreen.text(view, width: 30)
        == lines(
          "Behind                        ",
          "                              ",
          " ╭──────────────────────────╮ ",
          " │          Share           │ ",
          " │──────────────────────────│ ",
          " │          Remove          │ ",
          " ╰──────────────────────────╯ ",
          " ╭──────────────────────────╮ ",
          " │          Cancel          │ ",
          " ╰──────────────────────────╯ "))
  }

  @Test("a full-screen cover replaces the screen instead of dimming it")
  func fullScreenCover() {
    let view = Text("Behind").fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
    let frame = TestScreen.frame(view, width: 20, height: 2)
    // Placed as a screen's root view is: centred.
    #expect(PlainTextRenderer().render(frame.buffer) == lines("       Cover        ", "                    "))
    #expect(frame.buffer.cells.allSatisfy { !$0.style.attributes.contains(.dim) })
  }

  @Test("a medium detent draws the sheet over the lower half of the screen")
  func mediumDetent() {
    let view = VStack(alignment: .leading) {
      Text("Row 1")
      Text("Row 2")
    }
    .sheet(isPresented: .constant(true)) { Text("Half").presentationDetents([.medium, .large]) }
    #expect(
      TestScreen.text(view, width: 12, height: 6)
        == lines(
          "Row 1       ", "Row 2       ", "            ", "╭──────────╮", "│   Half   │", "╰──────────╯"))
  }

  @Test("sheet(item:) shows the item's content and dismissing sets the item to nil")
  func sheetItem() {
    struct Book: Identifiable {
      var id: String
    }
    struct Shelf: View {
      @State var selected: Book?
      var body: some View {
        VStack {
          Button("Open Dune") { selected = Book(id: "Dune") }
          Text(selected == nil ? "none" : "open")
        }
        .sheet(item: $selected) { book in
          BookSheet(title: book.id)
        }
      }
    }
    struct BookSheet: View {
      var title: String
      @Environment(\.dismiss) var dismiss
      var body: some View {
        HStack {
          Text(title)
          Button("Close") { dismiss() }
        }
      }
    }
    let screen = Screen(Shelf(), width: 20)
    screen.tap("Open Dune")
    #expect(screen.labels == ["Close"])
    #expect(screen.text.contains("│  Dune [ Close ]  │"))
    screen.tap("Close")
    #expect(screen.text == lines("[ Open Dune ]       ", "    none            "))
  }

  @Test("dismiss pops a screen pushed inside a sheet before it dismisses the sheet, as in SwiftUI")
  func dismissInnermostFirst() {
    struct Detail: View {
      @Environment(\.dismiss) var dismiss
      var body: some View { Button("Back out") { dismiss() } }
    }
    struct Root: View {
      @State var showing = true
      var body: some View {
        Text(showing ? "sheet up" : "sheet gone")
          .sheet(isPresented: $showing) {
            NavigationStack {
              NavigationLink("More", destination: Detail())
            }
          }
      }
    }
    let screen = Screen(Root(), width: 24)
    #expect(screen.tap("More"))
    #expect(screen.tap("Back out"))
    #expect(screen.labels == ["More"])
    #expect(screen.text.contains("sheet up"))
  }

  @Test("dismiss on a sheet's root screen dismisses the sheet, not the stack behind it")
  func dismissSheetNotStack() {
    struct SheetRoot: View {
      @Environment(\.dismiss) var dismiss
      var body: some View { Button("Close") { dismiss() } }
    }
    struct Pushed: View {
      @State var showing = false
      var body: some View {
        Button("Present") { showing = true }
          .navigationTitle("Pushed")
          .sheet(isPresented: $showing) { SheetRoot() }
      }
    }
    let screen = Screen(NavigationStack { NavigationLink("Go", destination: Pushed()) }, width: 24)
    screen.tap("Go")
    screen.tap("Present")
    #expect(screen.labels == ["Close"])
    screen.tap("Close")
    #expect(screen.labels == ["‹ Back", "Present"])
  }

  @Test("an @Observable model's flag presents an alert, through @Bindable")
  func observablePresents() {
    let model = AlertModel()
    let graph = ViewGraph(AlertModelScreen(model: model))
    _ = graph.render(width: 20, placement: .topLeading)
    model.showing = true
    #expect(graph.invalidation.needsRender)
    let frame = graph.render(width: 20, placement: .topLeading)
    #expect(frame.regions.map(\.label) == ["OK"])
    guard case .tap(let ok) = frame.regions[0].action else { return }
    ok()
    #expect(!model.showing)
  }

  @Test("alert(item:), alert with presenting data, and the error alert show only while there is data")
  func presentingData() {
    struct Failure: LocalizedError {
      var errorDescription: String? { "Could not save" }
    }
    struct Item: Identifiable {
      var id: Int
    }
    let none = Text("x").alert("T", isPresented: .constant(true), presenting: String?.none) { Button($0) {} }
    #expect(TestScreen.frame(none, width: 30).regions.isEmpty)
    let some = Text("x").alert("T", isPresented: .constant(true), presenting: "Yes") { Button($0) {} }
    #expect(TestScreen.frame(some, width: 30).regions.map(\.label) == ["Yes"])
    let error = Text("x").alert(isPresented: .constant(true), error: Failure()) { Button("Dismiss") {} }
    #expect(TestScreen.text(error, width: 30).contains("│     Could not save     │"))
    let item = Text("x").alert(item: .constant(Item(id: 3))) { Alert(title: Text("Item \($0.id)")) }
    #expect(TestScreen.text(item, width: 30).contains("│         Item 3         │"))
    let sheet = Text("x").actionSheet(isPresented: .constant(true)) {
      ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
    }
    #expect(TestScreen.frame(sheet, width: 30).regions.map(\.label) == ["Copy", "Cancel"])
  }
}

@Suite("Toolbars")
@MainActor
struct ToolbarTests {
  @Test("views in .toolbar go to the trailing edge of the navigation bar, buttons as text in the accent colour")
  func plainViews() {
    let view = NavigationStack {
      Text("Body")
        .navigationTitle("Books")
        .toolbar { Button("Add") {} }
    }
    // The large title sits on its own row under the bar's items, as on iOS.
    #expect(
      TestScreen.text(view, width: 40)
        == lines(
          "                                     Add",
          "Books                                   ",
          "                  Body                  "))
    #expect(TestScreen.frame(view, width: 40).buffer[37, 0].style.foreground == .accentColor)
  }

  @Test("a toolbar button with a system image shows the image alone, as iOS's bar does")
  func imageButtons() {
    let view = NavigationStack {
      Text("Body")
        .navigationTitle("Books")
        .toolbar { Button("Add Book", systemImage: "plus") {} }
    }
    #expect(TestScreen.text(view, width: 12).split(separator: "\n").prefix(2) == ["           +", "Books       "])
    #expect(TestScreen.frame(view, width: 12).regions.map(\.label) == ["Add Book"])
  }

  @Test(
    "placements: leading at the leading edge, principal in the title's place, bottom bar at the foot, keyboard nowhere")
  func placements() {
    let view = NavigationStack {
      Text("Body")
        .navigationTitle("Books")
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) { EditButton() }
          ToolbarItem(placement: .principal) { Text("Principal").italic() }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("A") {}
            Spacer()
            Text("3 books")
          }
          ToolbarItem(placement: .keyboard) { Button("Hide") {} }
        }
    }
    #expect(
      TestScreen.text(view, width: 40, height: 8)
        == lines(
          "Edit           Principal                ",
          "                                        ",
          "                                        ",
          "                  Body                  ",
          "                                        ",
          "                                        ",
          "────────────────────────────────────────",
          "A                                3 books"))
  }

  @Test(
    "each placement lands on its side of the bar",
    arguments: [
      (ToolbarItemPlacement.topBarLeading, "X                       "),
      (.cancellationAction, "X                       "),
      (.navigation, "X                       "),
      (.topBarTrailing, "                       X"),
      (.navigationBarTrailing, "                       X"),
      (.primaryAction, "                       X"),
      (.confirmationAction, "                       X"),
      (.automatic, "                       X"),
    ])
  func placementSides(placement: ToolbarItemPlacement, bar: String) {
    let view = NavigationStack {
      Text("")
        .navigationTitle("T")
        .toolbar { ToolbarItem(placement: placement) { Button("X") {} } }
    }
    // The bar's row holds the item; the large title is on the row under it.
    #expect(
      TestScreen.text(view, width: 24).split(separator: "\n").prefix(2) == [Substring(bar), "T                       "])
  }

  @Test("if/else in a toolbar block chooses items, and accepted toolbar modifiers change nothing")
  func conditionalItems() {
    @MainActor func screen(editing: Bool) -> some View {
      NavigationStack {
        Text("")
          .navigationTitle("T")
          .toolbar {
            if editing {
              ToolbarItem { Button("Save") {} }
            } else {
              ToolbarItem { Button("Edit") {} }
            }
          }
          .toolbar(.hidden, for: .tabBar)
          .toolbarBackground(.visible, for: .navigationBar)
          .toolbarTitleDisplayMode(.inline)
      }
    }
    #expect(TestScreen.frame(screen(editing: true), width: 24).regions.map(\.label) == ["Save"])
    #expect(TestScreen.frame(screen(editing: false), width: 24).regions.map(\.label) == ["Edit"])
  }
}
