import TextUI

// Not in the default state: "Phone", "Email", "Share Contact", "Block this Caller" (the pushed detail)

struct Contact: Identifiable, Hashable {
  let id = UUID()
  let name: String
  let phone: String
  let email: String
}

struct ContactsView: View {
  let contacts: [Contact]

  var body: some View {
    NavigationStack {
      List(contacts) { contact in
        NavigationLink(value: contact) {
          HStack {
            Text(String(contact.name.prefix(1)))
              .font(.headline)
              .foregroundStyle(.white)
              .frame(width: 36, height: 36)
              .background(Circle().fill(.blue))
            Text(contact.name)
          }
        }
      }
      .navigationTitle("Contacts")
      .navigationDestination(for: Contact.self) { contact in
        ContactDetailView(contact: contact)
      }
    }
  }
}

struct ContactDetailView: View {
  let contact: Contact

  var body: some View {
    List {
      Section("Phone") {
        Label(contact.phone, systemImage: "phone.fill")
      }
      Section("Email") {
        Label(contact.email, systemImage: "envelope.fill")
      }
      Section {
        Button("Share Contact") {}
        Button("Block this Caller", role: .destructive) {}
      }
    }
    .navigationTitle(contact.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct ContactsView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { ContactsView(contacts: sample) },
      PreviewState("open Anna", steps: [.open("Anna Lee")]) { ContactsView(contacts: sample) },
    ]
  }
  static let sample = [
    Contact(name: "Anna Lee", phone: "+1 415 555 0101", email: "anna@example.com"),
    Contact(name: "Ben Okafor", phone: "+1 415 555 0102", email: "ben@example.com"),
    Contact(name: "Chloé Martin", phone: "+33 1 55 55 01 03", email: "chloe@example.com"),
  ]
}
