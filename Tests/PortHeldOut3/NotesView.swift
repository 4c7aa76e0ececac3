import SwiftUI

struct NotesView: View {
  @State private var notes: [Note] = Note.samples
  @State private var editingNote: Note?
  @State private var isCreating = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes.sorted { $0.isPinned && !$1.isPinned }) { note in
          Button {
            editingNote = note
          } label: {
            VStack(alignment: .leading, spacing: 4) {
              HStack {
                if note.isPinned {
                  Image(systemName: "pin.fill")
                    .foregroundStyle(.yellow)
                }
                Text(note.title)
                  .font(.headline)
              }
              Text(note.body)
                .lineLimit(1)
                .foregroundStyle(.secondary)
              Text(note.updatedAt, format: .relative(presentation: .named))
                .font(.caption)
                .foregroundStyle(.tertiary)
            }
          }
          .tint(.primary)
        }
      }
      .navigationTitle("Notes")
      .toolbar {
        Button {
          isCreating = true
        } label: {
          Image(systemName: "square.and.pencil")
        }
      }
      .sheet(item: $editingNote) { note in
        NoteEditor(note: note) { updated in
          if let index = notes.firstIndex(where: { $0.id == updated.id }) {
            notes[index] = updated
          }
        }
      }
      .sheet(isPresented: $isCreating) {
        NoteEditor(note: Note(title: "", body: "", updatedAt: .now)) { notes.append($0) }
          .presentationDetents([.medium, .large])
      }
    }
  }
}

struct NoteEditor: View {
  @State var note: Note
  var onSave: (Note) -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $note.title)
          .font(.title3)
        Toggle("Pinned", isOn: $note.isPinned)
        TextEditor(text: $note.body)
          .frame(minHeight: 200)
      }
      .navigationTitle(note.title.isEmpty ? "New Note" : note.title)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            note.updatedAt = .now
            onSave(note)
            dismiss()
          }
          .disabled(note.title.isEmpty)
        }
      }
    }
    .interactiveDismissDisabled(!note.title.isEmpty)
  }
}

#Preview {
  NotesView()
}
