import TextUI

struct TaskDetailScreen: View {
  @State private var title = "Renew passport"
  @State private var notes = "Bring two photos and the old passport."
  @State private var priority = 2
  @State private var isDone = false
  @State private var reminderOn = true

  var body: some View {
    NavigationView {
      VStack(alignment: .leading, spacing: 16) {
        TextField("Title", text: $title)
        TextEditor(text: $notes)
        Stepper("Priority: \(priority)", value: $priority, in: 1...3)
        Toggle("Remind me", isOn: $reminderOn)
        Toggle("Completed", isOn: $isDone)
        Button("Delete Task", role: .destructive) {}
      }
      .padding()
      .navigationTitle("Task")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

struct TaskDetailScreen_Previews: PreviewProvider {
  static var previews: some View {
    TaskDetailScreen()
  }
}
