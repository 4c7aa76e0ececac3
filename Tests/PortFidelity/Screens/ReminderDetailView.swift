import TextUI

// Not in the default state: "Title" (the field's placeholder, hidden by its text)

struct ReminderDetailView: View {
  @State private var title = "Buy groceries"
  @State private var notes = "Milk, eggs, bread and coffee beans"
  @State private var hasDueDate = true
  @State private var priority = "Medium"

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Title", text: $title)
          TextEditor(text: $notes)
            .frame(minHeight: 80)
        }
        Section {
          Toggle("Due Date", isOn: $hasDueDate)
          Picker("Priority", selection: $priority) {
            ForEach(["None", "Low", "Medium", "High"], id: \.self) { level in
              Text(level)
            }
          }
        }
      }
      .navigationTitle("Details")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") {}
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") {}
        }
      }
    }
  }
}

struct ReminderDetailView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    ReminderDetailView()
  }
}
