import TextUI

enum TaskFilter: String, CaseIterable {
  case all = "All"
  case open = "Open"
  case done = "Done"
}

struct FilteredTask: Identifiable {
  let id: Int
  var title: String
  var isDone: Bool
}

struct TaskFilterScreen: View {
  @State private var filter: TaskFilter = .open
  @State private var tasks = [
    FilteredTask(id: 1, title: "Buy milk", isDone: true),
    FilteredTask(id: 2, title: "Call the bank", isDone: false),
    FilteredTask(id: 3, title: "Water the plants", isDone: false),
  ]

  var filteredTasks: [FilteredTask] {
    switch filter {
    case .all: return tasks
    case .open: return tasks.filter { !$0.isDone }
    case .done: return tasks.filter { $0.isDone }
    }
  }

  var body: some View {
    NavigationView {
      VStack {
        Picker("Filter", selection: $filter) {
          ForEach(TaskFilter.allCases, id: \.self) { filter in
            Text(filter.rawValue)
          }
        }
        .pickerStyle(SegmentedPickerStyle())
        .padding(.horizontal)

        List(filteredTasks) { task in
          HStack {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            Text(task.title)
          }
        }
      }
      .navigationTitle("Tasks")
      .navigationBarItems(
        trailing:
          Menu {
            Button("Mark All Done") {
              for index in tasks.indices { tasks[index].isDone = true }
            }
            Button("Delete Completed", role: .destructive) {
              tasks.removeAll { $0.isDone }
            }
          } label: {
            Image(systemName: "ellipsis.circle")
          }
      )
    }
  }
}

struct TaskFilterScreen_Previews: PreviewProvider {
  static var previews: some View {
    TaskFilterScreen()
  }
}
