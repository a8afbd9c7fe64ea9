import { renderToStaticMarkup } from 'react-dom/server'

import { CurrencyOptions } from './currency-options'

describe('CurrencyOptions', () => {
  it('names each currency, home currencies first, and submits no value for the default shown', () => {
    const html = renderToStaticMarkup(
      <select>
        <CurrencyOptions codes={['CHF', 'NGN', 'USD']} blank="USD" />
      </select>,
    )
    expect(html).toBe(
      '<select><optgroup label="Where most students come from">' +
        '<option value="NGN">Nigerian Naira (NGN)</option>' +
        '<option value="">US Dollar (USD)</option></optgroup>' +
        '<optgroup label="Other currencies"><option value="CHF">Swiss Franc (CHF)</option></optgroup>' +
        '</select>',
    )
  })
})
