import SwiftUI

struct ContactCardView: View {
  @State var person: Person
  @State private var showingDeleteAlert = false
  @State private var showingRename = false
  @State private var newName = ""

  var body: some View {
    Form {
      Section {
        HStack {
          Text(String(person.firstName.prefix(1)) + String(person.lastName.prefix(1)))
            .font(.title.bold())
            .frame(width: 56, height: 56)
            .background(Circle().fill(Color.blue.opacity(0.2)))
          VStack(alignment: .leading) {
            Text(person.fullName)
              .font(.title3)
            if let company = person.company {
              Text(company)
                .foregroundStyle(.secondary)
            }
          }
        }
      }

      Section("Contact") {
        LabeledContent("Phone", value: person.phone)
        LabeledContent("Email", value: person.email)
        LabeledContent("Birthday") {
          Text(person.birthday, format: .dateTime.month(.wide).day())
        }
      }

      Section {
        Button("Rename…") {
          newName = person.firstName
          showingRename = true
        }
        Button("Delete Contact", role: .destructive) {
          showingDeleteAlert = true
        }
      }
    }
    .alert("Delete \(person.firstName)?", isPresented: $showingDeleteAlert) {
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .alert("Rename", isPresented: $showingRename) {
      TextField("First name", text: $newName)
      Button("Save") { person.firstName = newName }
      Button("Cancel", role: .cancel) {}
    }
    .navigationTitle(person.firstName)
  }
}

#Preview {
  NavigationStack {
    ContactCardView(person: .sample)
  }
}
