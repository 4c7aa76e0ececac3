import SwiftUI

struct ContactFormView: View {
  enum Topic: String, CaseIterable, Identifiable {
    case billing = "Billing"
    case bug = "Bug report"
    case feature = "Feature request"
    var id: Self { self }
  }

  @State private var name = ""
  @State private var email = ""
  @State private var topic: Topic = .bug
  @State private var message = ""
  @State private var includeLogs = true
  @State private var submitted = false

  var body: some View {
    NavigationStack {
      Form {
        Section("You") {
          TextField("Name", text: $name)
          TextField("Email", text: $email)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
        }
        Section("Message") {
          Picker("Topic", selection: $topic) {
            ForEach(Topic.allCases) { Text($0.rawValue).tag($0) }
          }
          TextEditor(text: $message)
            .frame(minHeight: 120)
          Toggle("Attach diagnostic logs", isOn: $includeLogs)
        }
        Section {
          Button {
            submitted = true
          } label: {
            Label("Send", systemImage: "paperplane")
          }
          .disabled(name.isEmpty || message.isEmpty)
        }
      }
      .navigationTitle("Contact Us")
      .alert("Thanks, \(name)!", isPresented: $submitted) {
        Button("OK", role: .cancel) {}
      }
    }
  }
}

#Preview {
  ContactFormView()
}
