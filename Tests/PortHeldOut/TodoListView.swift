import SwiftUI

struct TodoListView: View {
  @State private var todos = TodoItem.samples
  @State private var showingAdd = false

  var body: some View {
    NavigationStack {
      List {
        ForEach($todos) { $todo in
          HStack {
            Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
              .foregroundStyle(todo.isDone ? .green : .secondary)
              .onTapGesture { todo.isDone.toggle() }
            Text(todo.title)
              .strikethrough(todo.isDone)
            Spacer()
            if todo.priority == .high {
              Image(systemName: "exclamationmark.triangle.fill")
                .foregroundStyle(.orange)
            }
          }
        }
        .onDelete { todos.remove(atOffsets: $0) }
        .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationTitle("Todos")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { EditButton() }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            showingAdd = true
          } label: {
            Label("Add", systemImage: "plus")
          }
        }
      }
      .sheet(isPresented: $showingAdd) {
        AddTodoSheet { todos.append($0) }
      }
    }
  }
}

struct AddTodoSheet: View {
  var onAdd: (TodoItem) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
      }
      .navigationTitle("New Todo")
      .toolbar {
        Button("Add") {
          onAdd(TodoItem(title: title))
          dismiss()
        }
      }
    }
  }
}

#Preview {
  TodoListView()
}
