import SwiftUI

struct AddTaskView: View {
  @Environment(\.dismiss) var dismiss
  @Binding var tasks: [TodoItem]

  @State private var title = ""
  @State private var hasDueDate = false
  @State private var dueDate = Date()
  @State private var priority: TodoItem.Priority = .normal

  var body: some View {
    NavigationView {
      Form {
        Section {
          TextField("What needs doing?", text: $title)
        }
        Section {
          Toggle("Due date", isOn: $hasDueDate.animation())
          if hasDueDate {
            DatePicker("Due", selection: $dueDate, in: Date()..., displayedComponents: [.date, .hourAndMinute])
          }
        }
        Section("Priority") {
          Picker("Priority", selection: $priority) {
            ForEach(TodoItem.Priority.allCases) { priority in
              Text(priority.rawValue.capitalized).tag(priority)
            }
          }
          .pickerStyle(.segmented)
        }
      }
      .navigationTitle("New Task")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Add") {
            tasks.append(TodoItem(title: title, dueDate: hasDueDate ? dueDate : nil, priority: priority))
            dismiss()
          }
          .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
        }
      }
    }
  }
}

struct AddTaskView_Previews: PreviewProvider {
  static var previews: some View {
    AddTaskView(tasks: .constant([]))
  }
}
