import SwiftUI

struct TodoListView: View {
  @State private var items: [TodoItem] = TodoItem.samples
  @State private var newTitle = ""
  @State private var showCompleted = true

  private var visibleItems: [TodoItem] {
    showCompleted ? items : items.filter { !$0.isDone }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          HStack {
            TextField("New reminder", text: $newTitle)
              .onSubmit(addItem)
            Button("Add", action: addItem)
              .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
          }
        }

        Section {
          ForEach(visibleItems) { item in
            row(for: item)
              .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button(role: .destructive) {
                  delete(item)
                } label: {
                  Label("Delete", systemImage: "trash")
                }
                Button {
                  toggleFlag(item)
                } label: {
                  Label("Flag", systemImage: "flag")
                }
                .tint(.orange)
              }
              .swipeActions(edge: .leading) {
                Button {
                  toggleDone(item)
                } label: {
                  Label(item.isDone ? "Undo" : "Done", systemImage: "checkmark")
                }
                .tint(.green)
              }
          }
          .onMove { from, to in
            items.move(fromOffsets: from, toOffset: to)
          }
        }
      }
      .navigationTitle("Reminders")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Toggle("Show Completed", isOn: $showCompleted)
            .toggleStyle(.button)
        }
      }
      .overlay {
        if visibleItems.isEmpty {
          ContentUnavailableView(
            "All done", systemImage: "checkmark.circle", description: Text("Nothing left to do today."))
        }
      }
    }
  }

  private func row(for item: TodoItem) -> some View {
    HStack {
      Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
        .foregroundStyle(item.isDone ? .green : .secondary)
      VStack(alignment: .leading) {
        Text(item.title)
          .strikethrough(item.isDone)
        if let due = item.dueDate {
          Text(due, style: .date)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      Spacer()
      if item.isFlagged {
        Image(systemName: "flag.fill")
          .foregroundStyle(.orange)
      }
    }
  }

  private func addItem() {
    let title = newTitle.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return }
    items.append(TodoItem(title: title))
    newTitle = ""
  }

  private func delete(_ item: TodoItem) {
    items.removeAll { $0.id == item.id }
  }

  private func toggleDone(_ item: TodoItem) {
    guard let index = items.firstIndex(of: item) else { return }
    items[index].isDone.toggle()
  }

  private func toggleFlag(_ item: TodoItem) {
    guard let index = items.firstIndex(of: item) else { return }
    items[index].isFlagged.toggle()
  }
}

#Preview {
  TodoListView()
}
