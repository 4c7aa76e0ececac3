import TextUI

struct NotesEditor: View {
  @State private var title = "Groceries"
  @State private var body_ = "Milk\nEggs\nCoffee"
  @State private var isPinned = false
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    NavigationView {
      VStack(alignment: .leading) {
        TextField("Title", text: $title)
          .font(.headline)
        TextEditor(text: $body_)
          .frame(minHeight: 110)
        Toggle(isOn: $isPinned) {
          Label("Pin note", systemImage: "pin")
        }
        .toggleStyle(.switch)
      }
      .padding()
      .navigationBarTitle("Edit Note", displayMode: .inline)
      .navigationBarItems(
        leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
        trailing: Button("Save") { presentationMode.wrappedValue.dismiss() })
    }
  }
}

struct NotesEditor_Previews: PreviewProvider {
  static var previews: some View {
    NotesEditor()
  }
}
