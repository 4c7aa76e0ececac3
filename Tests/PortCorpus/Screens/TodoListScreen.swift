import TextUI

struct TodoItem: Identifiable {
  let id = UUID()
  var title: String
  var isDone = false
}

struct TodoListScreen: View {
  @State private var items = [
    TodoItem(title: "Buy milk"),
    TodoItem(title: "Walk the dog", isDone: true),
    TodoItem(title: "Write report"),
  ]
  @State private var newTitle = ""

  var body: some View {
    NavigationView {
      VStack {
        HStack {
          TextField("New item", text: $newTitle)
          Button(action: add) {
            Image(systemName: "plus.circle.fill")
          }
        }
        List {
          ForEach(items) { item in
            HStack {
              Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(item.isDone ? .green : .gray)
              Text(item.title)
                .strikethrough(item.isDone)
            }
          }
          .onDelete(perform: delete)
          .onMove(perform: move)
        }
      }
      .navigationBarTitle("Todos")
      .navigationBarItems(trailing: EditButton())
    }
  }

  func add() {
    guard !newTitle.isEmpty else { return }
    items.append(TodoItem(title: newTitle))
    newTitle = ""
  }

  func delete(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }

  func move(from source: IndexSet, to destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }
}

struct TodoListScreen_Previews: PreviewProvider {
  static var previews: some View {
    TodoListScreen()
  }
}
