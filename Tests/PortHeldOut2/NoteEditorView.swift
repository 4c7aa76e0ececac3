import SwiftUI

struct NoteEditorView: View {
  @Binding var note: Note
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Title", text: $note.title)
        .font(.title2.bold())
        .padding(.horizontal)

      TextEditor(text: $note.body)
        .padding(.horizontal, 12)

      HStack {
        Text("\(note.body.count) characters")
        Spacer()
        Text("Edited \(note.modified, formatter: Self.dateFormatter)")
      }
      .font(.caption)
      .foregroundColor(.secondary)
      .padding()
    }
    .navigationBarTitle(Text("Note"), displayMode: .inline)
    .navigationBarItems(
      trailing: Button("Done") {
        presentationMode.wrappedValue.dismiss()
      }
    )
  }

  static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .short
    return formatter
  }()
}

struct NoteEditorView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationView {
      NoteEditorView(
        note: .constant(
          Note(title: "Groceries", body: "Eggs, milk, bread", modified: Date(timeIntervalSince1970: 1_700_000_000))))
    }
  }
}
